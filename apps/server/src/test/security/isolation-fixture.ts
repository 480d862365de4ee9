import { ShareKind } from '@lectern/contracts/common/share-links';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TSmsScene } from '@lectern/contracts/common/sms-code';
import type { TEndpoint } from '@lectern/contracts/common/endpoint';
import { LearningTaskKind, QuestionType } from '@lectern/contracts/common/enums';
import { endpointKey } from '@lectern/contracts/endpoints';
import type { TContentPackInput } from '@lectern/contracts/packs/content-pack';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { FILES_PATH } from '@lectern/contracts/common/upload';
import { newId } from '../../platform/security/tokens';
import { uploadIdOfUrl } from '../../platform/uploads/file-url';
import {
  createCustomInfoTenant,
  CUSTOM_INFO_ORGANISATIONS,
  organisationOf,
  setCustomValues,
} from '../custom-info-factories';
import {
  createExamClassification,
  createPaperWithQuestions,
  createSheets,
  invite,
  saveAnswers,
  startedSheet,
  submitSheet,
} from '../exam-factories';
import {
  createMember,
  login,
  type TestMember,
  type TestOrganisation,
  type TestTenant,
} from '../factories';
import { createInmailMessage, createNewsItem, createNotice } from '../messages-factories';
import {
  createPracticeClassification,
  createPracticeTask,
  savePracticeAnswer,
  startPractice,
} from '../practice-factories';
import { createPkQuiz, joinPk } from '../pk-factories';
import { createProgramme, inviteToProgramme } from '../new-employee-training-factories';
import {
  addCourseQuiz,
  commitScorm,
  createCourse,
  sendHeartbeat,
  startCourseware,
} from '../course-factories';
import { createLearningMap } from '../learning-map-factories';
import {
  createDailyPractice,
  finishDailyPractice,
  saveDailyAnswer,
  startDailyPractice,
} from '../daily-practice-factories';
import { issueCertificate } from '../certificate-factories';
import { createOfflineClass, setMentor } from '../offline-training-factories';
import { checkInDay, createCheckInPlan, joinCheckIn } from '../check-in-factories';
import { addDays, dayKeyOf } from '../../modules/check-in/check-in-days';
import { samplePng } from '../sample-files';
import { lastCodeTo, uniqueIp, uniquePhone } from '../sms-factories';
import { buildTestApp, callApi, type Envelope, type TestApp } from '../test-app';

/**
 * The world of the isolation probes (issue 17): tenant A with its victim, a neighbour in the
 * same tenant and an outsider in tenant B, and the victim's objects of every kind, made through
 * the API where a learner makes them.
 */

/** The hidden route that serves uploads (not a contract endpoint: it answers files). */
export const FILE_ROUTE = { method: 'GET', path: `${FILES_PATH}/:fileId/:fileName` } as const;

export type Learner = {
  member: TestMember;
  tenant: TestTenant;
  phone: string;
  organisation: TestOrganisation;
  /** Their value of the tenant's unique supplementary field. */
  employeeNo: string;
  token: string;
};

/** The victim's saved auto-removal count, which no attacker saves. */
export const VICTIM_AUTO_REMOVE_AFTER = 7;

/** Who tries the victim's objects: another learner of tenant A, or tenant B's learner. */
export type AttackerKind = 'neighbour' | 'outsider';
export type Attacker = Learner & { kind: AttackerKind };

export type VictimObjects = {
  /** Public papers: one the victim is answering, one they submitted; one only they are invited to. */
  openPaperId: string;
  donePaperId: string;
  invitedPaperId: string;
  openSheetId: string;
  doneSheetId: string;
  queryCode: string;
  /** A paper that collects information before its exam; the victim has saved theirs. */
  collectingPaperId: string;
  /** The victim's unique staff number on it. */
  collectedStaffNo: string;
  /** The victim's admission ticket for the invited paper, which issues them. */
  ticketNumber: string;
  /** A question of the open sheet, with the answer the victim saved to it. */
  openQuestionId: string;
  /** Messages to the victim alone, and to the victim and the neighbour (unread by both). */
  privateMessageId: string;
  sharedMessageId: string;
  /** Addressed to the victim's organisation (not the neighbour's), and to the whole tenant. */
  organisationNoticeId: string;
  tenantNoticeId: string;
  organisationNewsId: string;
  tenantNewsId: string;
  /** A private PNG upload of the victim, attached to the open sheet's short answer. */
  uploadUrl: string;
  uploadId: string;
  uploadPath: string;
  /** A practice task of tenant A the victim has a record of and a round with one answer in. */
  practiceTaskId: string;
  practiceQuestionId: string;
  practiceRecordId: string;
  /** The victim's mistake sets: a practice classification's and a knowledge point's. */
  mistakeClassificationId: string;
  mistakeQuestionId: string;
  mistakePoint: string;
  /** Tenant A's PK quiz, the victim's match in it with a rival, a rival's challenge to the victim. */
  pkQuizId: string;
  pkMatchId: string;
  pkChallengeId: string;
  /** Tenant B's PK quiz, for the outsider's own tries. */
  pkQuizIdB: string;
  /** The victim's private note (on the practice question) and public one (on the mistake's). */
  privateNoteId: string;
  privateNoteText: string;
  publicNoteText: string;
  /** The victim's error-correction report on the practice question, which they also starred. */
  correctionId: string;
  /** A daily practice of tenant A the victim finished today, earning credits. */
  dailyId: string;
  dailyQuestionId: string;
  /** A check-in plan of tenant A the victim joined and checked in today, earning credits. */
  checkInPlanId: string;
  checkInDay: string;
  checkInTaskIds: string[];
  checkInQuestionId: string;
  /** The victim's invitation code. */
  inviteCode: string;
  /** The victim's share links to the course and to their private note (secrets they hand out). */
  courseShareToken: string;
  noteShareToken: string;
  /** A course of tenant A the victim learns (a video and a SCORM package), with a quiz point. */
  courseId: string;
  videoCoursewareId: string;
  scormCoursewareId: string;
  courseQuizId: string;
  /** The victim's run of it, their private note on the video and their comment. */
  courseRunId: string;
  courseNoteId: string;
  /** A new-employee programme of tenant A the victim alone is invited to, with the course as a task. */
  trainingProgrammeId: string;
  /** The victim's certificate (docs/decisions/0064): its id and its (secret) number. */
  certificateId: string;
  certificateNumber: string;
  /** Each attacker's own certificate, so "own certificates only" is more than an empty list. */
  attackerCertificateIds: Record<AttackerKind, string>;
  /** The victim's weekly learning report, and each attacker's own of the same week. */
  weekReportId: string;
  attackerWeekReportIds: Record<AttackerKind, string>;
  /**
   * An offline class of tenant A the victim attends (signed in to its session with a code their
   * trainer and mentor drew), with the victim's homework submission; neither attacker is in it.
   */
  offlineClassId: string;
  offlineSessionId: string;
  homeworkId: string;
  submissionId: string;
  attendanceCode: string;
  /**
   * Learning maps of tenant A: one for the whole tenant (the victim's course and open paper) and
   * one addressed to the victim's organisation only; the victim's mentee, followed by the victim.
   */
  tenantMapId: string;
  organisationMapId: string;
  menteeId: string;
};

type Marker = { name: string; value: string; kind: 'private' | 'label' | 'tenant' };

/** What a probe's call may show besides the attacker's own data. */
export type CallOptions = {
  /** Rankings list every ranked learner's name and account: the victim's may appear. */
  showsLearnerLabels?: boolean;
};

export type ProbeCall<TBody = unknown> = Awaited<ReturnType<typeof callApi<TBody>>>;

const token = () => randomBytes(4).toString('hex');

/** The pack's organisations with a tenant's own names (the codes stay the same in both tenants). */
const renamed = (
  nodes: TContentPackInput['organisations'],
  mark: string,
): TContentPackInput['organisations'] =>
  (nodes ?? []).map((node) => ({
    ...node,
    name: `${node.name} ${mark}`,
    ...(node.children ? { children: renamed(node.children, mark) } : {}),
  }));

/** A signed-in learner of the organisation, with a phone and an employee number of their own. */
const learnerOf = async (
  test: TestApp,
  tenant: TestTenant,
  organisation: TestOrganisation,
  fields: { userCode?: string; nickName?: string; password: string },
): Promise<Learner> => {
  const phone = uniquePhone();
  const member = await createMember(test.db, tenant, {
    ...fields,
    phone,
    organisations: [organisation],
  });
  return {
    member,
    tenant,
    phone,
    organisation,
    employeeNo: `E-${member.userCode}`,
    token: await login(test.app, member),
  };
};

/** A multipart form with the file last, as the client sends it. */
export const uploadForm = (file: Buffer, name: string, fields: Record<string, string> = {}) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return form;
};

export const buildIsolationWorld = async () => {
  // The probes ask several codes of one phone within the resend wait; throttles have their tests.
  const test = await buildTestApp({ rateLimits: false });
  const { db } = test;
  const tenantMark = `tenant-a-${token()}`;
  const privateMark = `victim-${token()}`;

  const tenantA = await createCustomInfoTenant(test, {
    organisations: renamed(CUSTOM_INFO_ORGANISATIONS, tenantMark),
    tenant: {
      edition: Edition.ALL_IN_ONE,
      modules: [Module.PRACTICE, Module.COURSES],
      registration: { enabled: true, reviewRequired: false },
      homePage: { blocks: [{ type: 'richText', html: `<p>Welcome to ${tenantMark}</p>` }] },
    },
  });
  const tenantB = await createCustomInfoTenant(test, {
    tenant: { edition: Edition.ALL_IN_ONE, modules: [Module.PRACTICE, Module.COURSES] },
  });
  const victimOrganisation = await organisationOf(test, tenantA, 'sales-east');
  const neighbourOrganisation = await organisationOf(test, tenantA, 'sales-vip');
  const outsiderOrganisation = await organisationOf(test, tenantB, 'sales-east');

  const victim = await learnerOf(test, tenantA, victimOrganisation, {
    userCode: privateMark,
    nickName: `Victim ${privateMark}`,
    password: 'victim-password',
  });
  const neighbour: Attacker = {
    kind: 'neighbour',
    ...(await learnerOf(test, tenantA, neighbourOrganisation, { password: 'neighbour-password' })),
  };
  const outsider: Attacker = {
    kind: 'outsider',
    ...(await learnerOf(test, tenantB, outsiderOrganisation, { password: 'outsider-password' })),
  };
  const attackers: Record<AttackerKind, Attacker> = { neighbour, outsider };

  // The victim has not supplied every required field yet; the attackers have.
  await setCustomValues(test, victim.member, { employeeNo: victim.employeeNo });
  for (const attacker of [neighbour, outsider]) {
    await setCustomValues(test, attacker.member, {
      employeeNo: attacker.employeeNo,
      position: 'Engineer',
    });
  }

  // Exams: the victim answers one paper and has submitted another; an invited paper is theirs.
  const classification = await createExamClassification(db, tenantA, {
    name: `Classification ${tenantMark}`,
  });
  const done = await createPaperWithQuestions(
    db,
    tenantA,
    [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE],
    { name: `Done paper ${tenantMark}`, classification },
  );
  const open = await createPaperWithQuestions(
    db,
    tenantA,
    [QuestionType.SINGLE_CHOICE, QuestionType.SHORT_ANSWER],
    // It may be paused: a neighbour's pause of the victim's sheet would show on it; and signed.
    {
      name: `Open paper ${tenantMark}`,
      classification,
      suspension: {},
      leaveRule: {},
      signature: {},
      // Proctored: a neighbour's violation or recording on the victim's sheet would count.
      proctoring: { camera: true, screenRecording: true, phoneCamera: true, maxNoFace: 1 },
    },
  );
  const invited = await createPaperWithQuestions(db, tenantA, [QuestionType.TRUE_FALSE], {
    name: `Invited paper ${privateMark}`,
    isPublic: false,
    admissionTicket: {},
  });
  await invite(db, invited.paper, victim.member);
  const collecting = await createPaperWithQuestions(db, tenantA, [QuestionType.TRUE_FALSE], {
    name: `Collecting paper ${tenantMark}`,
    collectionFields: [
      {
        key: 'staffNo',
        label: 'Staff number',
        type: 'text',
        required: true,
        unique: true,
        options: [],
      },
    ],
  });
  const collectedStaffNo = `staff-${token()}`;
  const collected = await callApi(test.app, {
    path: '/exam/saveCollection',
    token: victim.token,
    body: { paperId: collecting.paper.id, values: { staffNo: collectedStaffNo } },
  });
  if (collected.envelope.code !== '200') {
    throw new Error(`collection failed: ${collected.envelope.code}`);
  }
  const tickets = await callApi<{ ticketNumber: string }[]>(test.app, {
    path: '/examinee/admissionTickets',
    token: victim.token,
  });
  const ticketNumber = tickets.envelope.body[0]?.ticketNumber ?? '';
  if (ticketNumber === '') throw new Error(`no admission ticket: ${tickets.envelope.code}`);

  const upload = await callApi<string>(test.app, {
    path: '/sys/uploadFile',
    token: victim.token,
    body: uploadForm(samplePng(), 'scan.png'),
  });
  if (upload.envelope.code !== '200') throw new Error(`upload failed: ${upload.envelope.code}`);
  const uploadUrl = upload.envelope.body;
  const uploadId = uploadIdOfUrl(uploadUrl) ?? '';

  const doneSheetId = await startedSheet(test.app, victim.token, done.paper.id);
  const [doneChoice, doneTruth] = done.questions;
  await saveAnswers(test.app, victim.token, doneSheetId, [
    { questionId: doneChoice!.id, seq: 1, answer: doneChoice!.rightAnswer, marked: false },
    { questionId: doneTruth!.id, seq: 2, answer: doneTruth!.wrongAnswer, marked: true },
  ]);
  await submitSheet(test.app, victim.token, doneSheetId);
  const checked = await callApi(test.app, {
    path: '/exam/proctoring/check',
    token: victim.token,
    body: {
      paperId: open.paper.id,
      cameraPassed: true,
      microphonePassed: true,
      screenPassed: true,
      phonePassed: true,
      snapshotUrl: uploadUrl,
    },
  });
  if (checked.envelope.code !== '200') throw new Error(`check failed: ${checked.envelope.code}`);
  const openSheetId = await startedSheet(test.app, victim.token, open.paper.id);
  const [openChoice, openShortAnswer] = open.questions;
  const saved = await saveAnswers(test.app, victim.token, openSheetId, [
    { questionId: openChoice!.id, seq: 1, answer: openChoice!.rightAnswer, marked: true },
    {
      questionId: openShortAnswer!.id,
      seq: 2,
      answer: {
        questionType: QuestionType.SHORT_ANSWER,
        text: `Working of ${privateMark}`,
        fileUrls: [uploadUrl],
      },
      marked: false,
    },
  ]);
  if (saved.code !== '200') throw new Error(`save failed: ${saved.code}`);
  const { query_code: queryCode } = await db
    .selectFrom('answer_sheets')
    .select('query_code')
    .where('id', '=', doneSheetId)
    .executeTakeFirstOrThrow();

  // Each attacker has records of their own, so "own data only" is more than an empty list.
  await createSheets(db, done.paper, [{ member: neighbour.member, score: 5, timeUsed: 60_000 }]);
  const tenantBPaper = await createPaperWithQuestions(db, tenantB, [QuestionType.SINGLE_CHOICE]);
  await createSheets(db, tenantBPaper.paper, [
    { member: outsider.member, score: 10, timeUsed: 60_000 },
  ]);

  const privateMessageTitle = `For ${privateMark} only`;
  const privateMessageId = await createInmailMessage(db, tenantA, {
    title: privateMessageTitle,
    recipients: [victim.member],
  });
  const sharedMessageTitle = `Team note ${tenantMark}`;
  const sharedMessageId = await createInmailMessage(db, tenantA, {
    title: sharedMessageTitle,
    recipients: [victim.member, neighbour.member],
  });
  await createInmailMessage(db, tenantB, { recipients: [outsider.member] });

  const organisationNoticeTitle = `East notice ${privateMark}`;
  const organisationNoticeId = await createNotice(db, tenantA, {
    title: organisationNoticeTitle,
    organisations: [victimOrganisation],
  });
  const tenantNoticeTitle = `Notice ${tenantMark}`;
  const tenantNoticeId = await createNotice(db, tenantA, { title: tenantNoticeTitle });
  const organisationNewsTitle = `East news ${privateMark}`;
  const organisationNewsId = await createNewsItem(db, tenantA, {
    title: organisationNewsTitle,
    organisations: [victimOrganisation],
  });
  const tenantNewsTitle = `News ${tenantMark}`;
  const tenantNewsId = await createNewsItem(db, tenantA, { title: tenantNewsTitle });
  await createNotice(db, tenantB);
  await createNewsItem(db, tenantB);

  // Practice: the victim finished a round of a task of tenant A and answered in the next one.
  const practiceClassification = await createPracticeClassification(db, tenantA, {
    name: `Bank classification ${tenantMark}`,
  });
  const practiceTask = await createPracticeTask(db, tenantA, {
    name: `Practice ${tenantMark}`,
    types: [QuestionType.SINGLE_CHOICE],
    classification: practiceClassification,
  });
  const practiceQuestion = practiceTask.questions[0]!;
  await startPractice(test.app, victim.token, practiceTask.id);
  const practiceAnswer = {
    taskId: practiceTask.id,
    questionId: practiceQuestion.id,
    answer: practiceQuestion.rightAnswer,
  };
  await savePracticeAnswer(test.app, victim.token, { ...practiceAnswer, seq: 1 });
  const finished = await callApi<{ recordId: string }>(test.app, {
    path: '/exercise/finish',
    token: victim.token,
    body: { taskId: practiceTask.id },
  });
  await savePracticeAnswer(test.app, victim.token, { ...practiceAnswer, seq: 2 });

  // Mistakes: the victim answered a question on a knowledge point wrong, and saved settings.
  const mistakeClassification = await createPracticeClassification(db, tenantA, {
    name: `Mistake classification ${tenantMark}`,
  });
  const mistakeTask = await createPracticeTask(db, tenantA, {
    types: [QuestionType.SINGLE_CHOICE],
    classification: mistakeClassification,
  });
  const mistakeQuestion = mistakeTask.questions[0]!;
  const mistakePoint = `Point ${tenantMark}`;
  await db
    .updateTable('questions')
    .set({ knowledge_points: JSON.stringify([mistakePoint]) })
    .where('id', '=', mistakeQuestion.id)
    .execute();
  await callApi(test.app, {
    path: '/mistakes/saveSettings',
    token: victim.token,
    body: {
      collectInExam: true,
      collectInExercise: true,
      collectInKnowledgeExercise: true,
      autoRemove: true,
      autoRemoveAfter: VICTIM_AUTO_REMOVE_AFTER,
    },
  });
  await startPractice(test.app, victim.token, mistakeTask.id);
  await savePracticeAnswer(test.app, victim.token, {
    taskId: mistakeTask.id,
    questionId: mistakeQuestion.id,
    seq: 1,
    answer: mistakeQuestion.wrongAnswer!,
  });

  // PK: a rival of tenant A matched with the victim, another who challenged them.
  const pkQuiz = await createPkQuiz(db, tenantA);
  const pkQuizB = await createPkQuiz(db, tenantB);
  const rival = await learnerOf(test, tenantA, victimOrganisation, { password: 'rival-password' });
  const challenger = await learnerOf(test, tenantA, victimOrganisation, {
    password: 'challenger-password',
  });
  const { envelope: pkChallenge } = await callApi<{ challengeId: string }>(test.app, {
    path: '/pk/challenge',
    token: challenger.token,
    body: { quizId: pkQuiz.id, toUserCode: victim.member.userCode },
  });
  const pkChallengeId = pkChallenge.body.challengeId;
  await joinPk(test.app, rival.token, pkQuiz.id);
  const { envelope: pkJoined } = await joinPk(test.app, victim.token, pkQuiz.id);
  const pkMatchId = pkJoined.body.matchId!;
  // The match runs for as long as the probes do.
  await db
    .updateTable('pk_matches')
    .set({ ends_at: Date.now() + 24 * 60 * 60 * 1000 })
    .where('id', '=', pkMatchId)
    .execute();
  // Notes, a favourite and an error-correction report on the practice questions of tenant A.
  const privateNoteText = `Private note ${privateMark}`;
  const publicNoteText = `Public note ${tenantMark}`;
  const privateNote = await callApi<{ noteId: string }>(test.app, {
    path: '/notes/saveQuestion',
    token: victim.token,
    body: { questionId: practiceQuestion.id, content: privateNoteText, isPublic: false },
  });
  await callApi(test.app, {
    path: '/notes/saveQuestion',
    token: victim.token,
    body: { questionId: mistakeQuestion.id, content: publicNoteText, isPublic: true },
  });
  await callApi(test.app, {
    path: '/favourites/addQuestion',
    token: victim.token,
    body: { questionId: practiceQuestion.id },
  });
  const correction = await callApi<{ correctionId: string }>(test.app, {
    path: '/questions/correction',
    token: victim.token,
    body: { questionId: practiceQuestion.id, kind: 'wrong-key', text: `Report ${privateMark}` },
  });

  // Daily practice: the victim finished today's day of a practice of tenant A and earned credits.
  const daily = await createDailyPractice(db, tenantA, {
    name: `Daily ${tenantMark}`,
    types: [QuestionType.TRUE_FALSE],
    creditsForFinish: 3,
  });
  const dailyQuestion = daily.questions[0]!;
  await startDailyPractice(test.app, victim.token, daily.id);
  await saveDailyAnswer(test.app, victim.token, {
    dailyId: daily.id,
    questionId: dailyQuestion.id,
    seq: 1,
    answer: dailyQuestion.rightAnswer,
  });
  await finishDailyPractice(test.app, victim.token, daily.id);

  // Check-in: the victim joined a plan of tenant A and checked in today, earning credits.
  const checkInToday = dayKeyOf(Date.now(), test.config.examTimeZone);
  const checkInPlan = await createCheckInPlan(db, tenantA, {
    name: `Check-in ${tenantMark}`,
    startsOn: addDays(checkInToday, -30),
    endsOn: addDays(checkInToday, 30),
    types: [QuestionType.TRUE_FALSE],
    creditsPerCheckIn: 4,
    makeUpLimit: 3,
  });
  await joinCheckIn(test.app, victim.token, checkInPlan.id);
  await checkInDay(test.app, victim.token, checkInPlan, checkInToday);
  const invitation = await callApi<{ inviteCode: string }>(test.app, {
    path: '/mine/inviteCode',
    token: victim.token,
  });

  // Courses: the victim learns a course of tenant A, notes, comments, stars and answers its quiz.
  const course = await createCourse(db, tenantA, {
    name: `Course ${tenantMark}`,
    credit: 2,
    coursewares: [
      { name: `Video ${tenantMark}` },
      {
        kind: 'scorm',
        entry: 'index.html',
        scormVersion: '1.2',
        fileUrl: null,
        completeSeconds: 0,
      },
    ],
  });
  const [videoCourseware, scormCourseware] = course.coursewares;
  const courseQuizId = await addCourseQuiz(db, tenantA, videoCourseware!, practiceQuestion.id);
  await startCourseware(test.app, victim.token, videoCourseware!.id);
  await sendHeartbeat(test.app, victim.token, {
    coursewareId: videoCourseware!.id,
    seq: 1,
    phase: 'start',
  });
  await sendHeartbeat(test.app, victim.token, {
    coursewareId: videoCourseware!.id,
    seq: 2,
    phase: 'tick',
  });
  await startCourseware(test.app, victim.token, scormCourseware!.id);
  await commitScorm(test.app, victim.token, {
    coursewareId: scormCourseware!.id,
    seq: 1,
    cmi: { core: { lesson_status: 'incomplete' }, suspend_data: `Progress ${privateMark}` },
  });
  await callApi(test.app, {
    path: '/courseware/quiz/answer',
    token: victim.token,
    body: {
      coursewareId: videoCourseware!.id,
      quizId: courseQuizId,
      answer: practiceQuestion.rightAnswer,
    },
  });
  const courseNote = await callApi<{ noteId: string }>(test.app, {
    path: '/course/note/save',
    token: victim.token,
    body: { coursewareId: videoCourseware!.id, content: privateNoteText, isPublic: false, at: 3 },
  });
  await callApi(test.app, {
    path: '/course/note/save',
    token: victim.token,
    body: { coursewareId: videoCourseware!.id, content: publicNoteText, isPublic: true, at: 4 },
  });
  await callApi(test.app, {
    path: '/course/comment',
    token: victim.token,
    body: { courseId: course.id, content: `Comment ${tenantMark}`, score: 4 },
  });
  await callApi(test.app, {
    path: '/course/favourite',
    token: victim.token,
    body: { courseId: course.id, favourite: true },
  });
  await callApi(test.app, {
    path: '/courseware/favourite',
    token: victim.token,
    body: { coursewareId: videoCourseware!.id, favourite: true },
  });
  const { id: courseRunId } = await db
    .selectFrom('course_runs')
    .select('id')
    .where('member_id', '=', victim.member.id)
    .executeTakeFirstOrThrow();
  // New-employee training: a programme of tenant A with the course as its task, the victim invited.
  const trainingProgramme = await createProgramme(db, tenantA, {
    tasks: [{ kind: LearningTaskKind.COURSE, refId: course.id, withinDays: 7 }],
  });
  await inviteToProgramme(db, trainingProgramme, victim.member);
  // Certificates: the victim's, of a course of tenant A, and one of each attacker's own.
  const certificate = await issueCertificate(db, victim.member, {
    title: `Course ${tenantMark}`,
  });
  const attackerCertificateIds = {
    neighbour: (await issueCertificate(db, neighbour.member)).certificateId,
    outsider: (await issueCertificate(db, outsider.member)).certificateId,
  };
  // Learning maps: the whole tenant's, the victim's organisation's, and the victim's mentee.
  const tenantMap = await createLearningMap(db, tenantA, {
    name: `Map ${tenantMark}`,
    credit: 2,
    stages: [
      { tasks: [{ kind: LearningTaskKind.COURSE, refId: course.id }] },
      { afterPrevious: true, tasks: [{ kind: LearningTaskKind.EXAM, refId: open.paper.id }] },
    ],
  });
  const organisationMap = await createLearningMap(db, tenantA, {
    name: `East map ${privateMark}`,
    organisations: [victimOrganisation],
    stages: [{ tasks: [{ kind: LearningTaskKind.EXAM, refId: done.paper.id }] }],
  });
  const mentee = await learnerOf(test, tenantA, victimOrganisation, {
    password: 'mentee-password',
  });
  await db
    .updateTable('members')
    .set({ mentor_id: victim.member.id })
    .where('id', '=', mentee.member.id)
    .execute();

  // Learning reports: the victim's week, and each attacker's own week, as the job stores them.
  const weekReport = async (
    member: { id: string; tenant: { id: string } },
    minutes: number,
    courseName: string,
  ) => {
    const id = newId();
    await db
      .insertInto('week_reports')
      .values({
        id,
        tenant_id: member.tenant.id,
        member_id: member.id,
        week_start: '2026-11-02',
        week_end: '2026-11-08',
        learned_ms: minutes * 60_000,
        days_learned: 1,
        daily_learned_ms: JSON.stringify([minutes * 60_000, 0, 0, 0, 0, 0, 0]),
        daily_credits: JSON.stringify([0, 0, 0, 0, 0, 0, 0]),
        courses_completed: 1,
        courses: JSON.stringify([{ courseName, completedAt: 1 }]),
        exams_finished: 0,
        exams: '[]',
        credit_change: 0,
        organisation_name: null,
        organisation_rank: null,
        organisation_learners: null,
        origin: 'job',
        computed_at: Date.now(),
      })
      .execute();
    return id;
  };
  const weekReportId = await weekReport(victim.member, 30, `Course ${privateMark}`);
  const attackerWeekReportIds = {
    neighbour: await weekReport(neighbour.member, 10, 'Course of the neighbour'),
    outsider: await weekReport(outsider.member, 20, 'Course of the outsider'),
  };
  // Offline training: the victim's class, mentor (its trainer), attendance and homework.
  const mentor = await createMember(db, tenantA, { nickName: `Mentor ${tenantMark}` });
  await setMentor(db, tenantA, victim.member.id, mentor.id);
  const mentorToken = await login(test.app, mentor);
  const offlineClass = await createOfflineClass(db, tenantA, {
    name: `Class ${tenantMark}`,
    trainerId: mentor.id,
    learnerIds: [victim.member.id],
    homeworks: [{}],
  });
  const drawnCode = await callApi<{ code: string }>(test.app, {
    path: '/offline/session/attendanceCode',
    token: mentorToken,
    body: { sessionId: offlineClass.sessionIds[0], kind: 'signIn' },
  });
  const attendanceCode = drawnCode.envelope.body.code;
  const signedIn = await callApi(test.app, {
    path: '/attendance/scan',
    token: victim.token,
    body: { code: attendanceCode },
  });
  expect(signedIn.envelope.code).toBe('200');
  const homeworkText = `Homework ${privateMark}`;
  const handedIn = await callApi<{ submissionId: string }>(test.app, {
    path: '/homework/submit',
    token: victim.token,
    body: { homeworkId: offlineClass.homeworkIds[0], content: homeworkText },
  });
  const submissionId = handedIn.envelope.body.submissionId;

  // Sharing: the victim shares the course and their private note as links.
  const courseShare = await callApi<{ token: string }>(test.app, {
    path: '/share/create',
    token: victim.token,
    body: { kind: ShareKind.COURSE, targetId: course.id },
  });
  const noteShare = await callApi<{ token: string }>(test.app, {
    path: '/share/create',
    token: victim.token,
    body: { kind: ShareKind.NOTE, targetId: privateNote.envelope.body.noteId },
  });

  const objects: VictimObjects = {
    openPaperId: open.paper.id,
    donePaperId: done.paper.id,
    invitedPaperId: invited.paper.id,
    openSheetId,
    doneSheetId,
    queryCode,
    collectingPaperId: collecting.paper.id,
    collectedStaffNo,
    ticketNumber,
    openQuestionId: openChoice!.id,
    privateMessageId,
    sharedMessageId,
    organisationNoticeId,
    tenantNoticeId,
    organisationNewsId,
    tenantNewsId,
    uploadUrl,
    uploadId,
    uploadPath: new URL(uploadUrl).pathname,
    practiceTaskId: practiceTask.id,
    practiceQuestionId: practiceQuestion.id,
    practiceRecordId: finished.envelope.body.recordId,
    mistakeClassificationId: mistakeClassification.id,
    mistakeQuestionId: mistakeQuestion.id,
    mistakePoint,
    pkQuizId: pkQuiz.id,
    pkMatchId,
    pkChallengeId,
    pkQuizIdB: pkQuizB.id,
    privateNoteId: privateNote.envelope.body.noteId,
    privateNoteText,
    publicNoteText,
    correctionId: correction.envelope.body.correctionId,
    dailyId: daily.id,
    dailyQuestionId: dailyQuestion.id,
    checkInPlanId: checkInPlan.id,
    checkInDay: checkInToday,
    checkInTaskIds: checkInPlan.doneTaskIds,
    checkInQuestionId: checkInPlan.questions[0]!.id,
    inviteCode: invitation.envelope.body.inviteCode,
    courseShareToken: courseShare.envelope.body.token,
    noteShareToken: noteShare.envelope.body.token,
    courseId: course.id,
    videoCoursewareId: videoCourseware!.id,
    scormCoursewareId: scormCourseware!.id,
    courseQuizId,
    courseRunId,
    courseNoteId: courseNote.envelope.body.noteId,
    trainingProgrammeId: trainingProgramme.id,
    certificateId: certificate.certificateId,
    certificateNumber: certificate.number,
    attackerCertificateIds,
    weekReportId,
    attackerWeekReportIds,
    offlineClassId: offlineClass.id,
    offlineSessionId: offlineClass.sessionIds[0]!,
    homeworkId: offlineClass.homeworkIds[0]!,
    submissionId,
    attendanceCode,
    tenantMapId: tenantMap.id,
    organisationMapId: organisationMap.id,
    menteeId: mentee.member.id,
  };

  /** What no attacker's answer may hold: the victim's own, and (for tenant B) tenant A's. */
  const markers: Marker[] = [
    { name: "the victim's id", value: victim.member.id, kind: 'private' },
    { name: "the victim's phone", value: victim.phone, kind: 'private' },
    // The mark is the victim's account and part of their name and private titles.
    { name: "the victim's account", value: privateMark, kind: 'label' },
    { name: "the victim's started sheet", value: openSheetId, kind: 'private' },
    { name: "the victim's submitted sheet", value: doneSheetId, kind: 'private' },
    { name: "the victim's query code", value: queryCode, kind: 'private' },
    { name: "the victim's admission ticket", value: ticketNumber, kind: 'private' },
    { name: "the victim's invited paper", value: invited.paper.id, kind: 'private' },
    { name: "the victim's message", value: privateMessageId, kind: 'private' },
    { name: "the victim's weekly report", value: weekReportId, kind: 'private' },
    { name: "the victim's upload", value: uploadId, kind: 'private' },
    { name: "the victim's employee number", value: victim.employeeNo, kind: 'private' },
    { name: "the victim's collected staff number", value: collectedStaffNo, kind: 'private' },
    { name: "the victim's organisation's notice", value: organisationNoticeId, kind: 'private' },
    { name: "the victim's organisation's news", value: organisationNewsId, kind: 'private' },
    {
      name: "the victim's practice record",
      value: finished.envelope.body.recordId,
      kind: 'private',
    },
    { name: "the victim's PK match", value: pkMatchId, kind: 'private' },
    { name: "the victim's course run", value: courseRunId, kind: 'private' },
    { name: "the victim's course note", value: courseNote.envelope.body.noteId, kind: 'private' },
    { name: "the victim's SCORM data", value: `Progress ${privateMark}`, kind: 'private' },
    { name: "tenant A's course", value: course.id, kind: 'tenant' },
    { name: "the victim's offline class", value: offlineClass.id, kind: 'private' },
    { name: "the victim's homework submission", value: submissionId, kind: 'private' },
    { name: "the victim's homework text", value: homeworkText, kind: 'private' },
    { name: "the victim's attendance code", value: attendanceCode, kind: 'private' },
    { name: 'the PK challenge to the victim', value: pkChallengeId, kind: 'private' },
    { name: "the victim's private note", value: privateNoteText, kind: 'private' },
    {
      name: "the victim's private note id",
      value: privateNote.envelope.body.noteId,
      kind: 'private',
    },
    {
      name: "the victim's error-correction report",
      value: correction.envelope.body.correctionId,
      kind: 'private',
    },
    { name: "the victim's certificate", value: certificate.certificateId, kind: 'private' },
    {
      name: "the victim's course share link",
      value: courseShare.envelope.body.token,
      kind: 'private',
    },
    { name: "the victim's note share link", value: noteShare.envelope.body.token, kind: 'private' },
    {
      name: "the victim's invitation code",
      value: invitation.envelope.body.inviteCode,
      kind: 'private',
    },
    { name: "the victim's organisation's map", value: organisationMap.id, kind: 'private' },
    { name: "tenant A's learning map", value: tenantMap.id, kind: 'tenant' },
    { name: "tenant A's names", value: tenantMark, kind: 'tenant' },
    { name: "tenant A's PK quiz", value: pkQuiz.id, kind: 'tenant' },
    { name: "tenant A's practice task", value: practiceTask.id, kind: 'tenant' },
    { name: "tenant A's daily practice", value: daily.id, kind: 'tenant' },
    { name: "tenant A's check-in plan", value: checkInPlan.id, kind: 'tenant' },
    { name: "tenant A's open paper", value: open.paper.id, kind: 'tenant' },
    { name: "tenant A's done paper", value: done.paper.id, kind: 'tenant' },
    { name: "tenant A's collecting paper", value: collecting.paper.id, kind: 'tenant' },
    { name: "tenant A's classification", value: classification.code, kind: 'tenant' },
    { name: "tenant A's shared message", value: sharedMessageId, kind: 'tenant' },
    { name: "tenant A's notice", value: tenantNoticeId, kind: 'tenant' },
    { name: "tenant A's news", value: tenantNewsId, kind: 'tenant' },
    { name: "the neighbour's id", value: neighbour.member.id, kind: 'tenant' },
    { name: "the neighbour's account", value: neighbour.member.userCode, kind: 'tenant' },
  ];

  /** Endpoint key → the attackers' calls to it. */
  const callCounts = new Map<string, number>();
  const countCall = (key: string) => callCounts.set(key, (callCounts.get(key) ?? 0) + 1);

  /** Fails when an answer to the attacker holds what they may not see. */
  const expectNoTrace = (
    attacker: Attacker,
    key: string,
    payload: string,
    options: CallOptions,
  ) => {
    for (const marker of markers) {
      if (marker.kind === 'tenant' && attacker.kind === 'neighbour') continue;
      if (marker.kind === 'label' && options.showsLearnerLabels) continue;
      expect(payload, `${key} showed the ${attacker.kind} ${marker.name}`).not.toContain(
        marker.value,
      );
    }
  };

  const world = {
    test,
    tenantA,
    tenantB,
    victim,
    attackers,
    objects,
    /** Any id of the same shape that names nothing. */
    madeUpId: () => newId(),

    /**
     * One call of the attacker's: with their session on member endpoints, and on a public one
     * that also serves a signed-in caller when `withSession`, from an address of its own; the
     * answer must hold none of the markers.
     */
    call: async <TBody = unknown>(
      attacker: Attacker,
      endpoint: Pick<TEndpoint, 'method' | 'path' | 'access'>,
      request: { query?: Record<string, string>; body?: unknown; withSession?: boolean } = {},
      options: CallOptions = {},
    ): Promise<ProbeCall<TBody>> => {
      const key = endpointKey(endpoint);
      countCall(key);
      const answer = await callApi<TBody>(test.app, {
        method: endpoint.method,
        path: endpoint.path,
        ...(request.query ? { query: request.query } : {}),
        ...(endpoint.method === 'POST' ? { body: request.body ?? {} } : {}),
        ...(endpoint.access === 'public' && !request.withSession ? {} : { token: attacker.token }),
        remoteAddress: uniqueIp(),
      });
      expectNoTrace(attacker, key, answer.response.payload, options);
      return answer;
    },

    /** GET or HEAD of a file URL path with the learner's session, as a browser sends it. */
    download: async (learner: Learner | Attacker, path: string, method: 'GET' | 'HEAD' = 'GET') => {
      const response = await test.app.inject({
        method,
        url: path,
        headers: { authorization: learner.token },
        remoteAddress: uniqueIp(),
      });
      if ('kind' in learner) {
        countCall(endpointKey(FILE_ROUTE));
        expectNoTrace(learner, endpointKey(FILE_ROUTE), response.payload, {});
      }
      return response;
    },

    /** The victim's own call, for what they see before and after a probe. */
    asVictim: <TBody = unknown>(
      endpoint: Pick<TEndpoint, 'method' | 'path'>,
      request: { query?: Record<string, string>; body?: unknown } = {},
    ) =>
      callApi<TBody>(test.app, {
        method: endpoint.method,
        path: endpoint.path,
        ...(request.query ? { query: request.query } : {}),
        ...(endpoint.method === 'POST' ? { body: request.body ?? {} } : {}),
        token: victim.token,
      }),

    callsTo: (key: string) => callCounts.get(key) ?? 0,

    /** Runs `probe` with the attacker made an administrator of their tenant, then a learner again. */
    asAdministrator: async (attacker: Attacker, probe: () => Promise<void>) => {
      const setRole = (role: string) =>
        test.db.updateTable('members').set({ role }).where('id', '=', attacker.member.id).execute();
      await setRole('admin');
      try {
        await probe();
      } finally {
        await setRole('learner');
      }
    },

    /** Signs the attacker in again (after a probe ended their session), with `password` if new. */
    signInAgain: async (attacker: Attacker, password = attacker.member.password) => {
      attacker.member = { ...attacker.member, password };
      attacker.token = await login(test.app, attacker.member);
    },

    /** The newest code texted to the phone (for the scene). */
    lastCodeTo: (phone: string, scene?: TSmsScene) => lastCodeTo(test, phone, scene),
    smsCountTo: (phone: string) =>
      test.sms.sent.filter((message) => message.phone === phone).length,

    /** Every row of the victim's that a learner's call could change, but the sessions' last use. */
    victimRows: async () => {
      const { id } = victim.member;
      const sheets = await db
        .selectFrom('answer_sheets')
        .selectAll()
        .where('member_id', '=', id)
        .orderBy('id')
        .execute();
      return {
        member: await db.selectFrom('members').selectAll().where('id', '=', id).execute(),
        sessions: await db
          .selectFrom('sessions')
          .select(['id', 'token_hash', 'revoked_at', 'revoke_reason'])
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        organisations: await db
          .selectFrom('member_organisations')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('organisation_id')
          .execute(),
        customValues: await db
          .selectFrom('member_custom_values')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('field_id')
          .execute(),
        messages: await db
          .selectFrom('inmail_recipients')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('message_id')
          .execute(),
        sheets,
        marks: await db
          .selectFrom('sheet_marks')
          .selectAll()
          .where(
            'sheet_id',
            'in',
            sheets.map((sheet) => sheet.id),
          )
          .orderBy('question_id')
          .execute(),
        answers: await db
          .selectFrom('sheet_answers')
          .selectAll()
          .where(
            'sheet_id',
            'in',
            sheets.map((sheet) => sheet.id),
          )
          .orderBy('sheet_id')
          .orderBy('question_id')
          .execute(),
        uploads: await db
          .selectFrom('uploads')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        invitations: await db
          .selectFrom('paper_invitations')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        proctoringEvents: await db
          .selectFrom('sheet_proctoring_events')
          .selectAll()
          .where(
            'sheet_id',
            'in',
            sheets.map((sheet) => sheet.id),
          )
          .orderBy('event_id')
          .execute(),
        recordings: await db
          .selectFrom('sheet_recordings')
          .selectAll()
          .where(
            'sheet_id',
            'in',
            sheets.map((sheet) => sheet.id),
          )
          .orderBy('sequence')
          .execute(),
        tickets: await db
          .selectFrom('admission_tickets')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('paper_id')
          .execute(),
        practiceProgress: await db
          .selectFrom('practice_progress')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        practiceAnswers: await db
          .selectFrom('practice_answers')
          .innerJoin('practice_progress', 'practice_progress.id', 'practice_answers.progress_id')
          .selectAll('practice_answers')
          .where('practice_progress.member_id', '=', id)
          .orderBy('practice_answers.question_id')
          .execute(),
        practiceRecords: await db
          .selectFrom('practice_records')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        dailyRounds: await db
          .selectFrom('daily_rounds')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        dailyAnswers: await db
          .selectFrom('daily_answers')
          .innerJoin('daily_rounds', 'daily_rounds.id', 'daily_answers.round_id')
          .selectAll('daily_answers')
          .where('daily_rounds.member_id', '=', id)
          .orderBy('daily_answers.question_id')
          .execute(),
        checkInMembers: await db
          .selectFrom('check_in_members')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('plan_id')
          .execute(),
        checkIns: await db
          .selectFrom('check_ins')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        credits: await db
          .selectFrom('credit_entries')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('source')
          .execute(),
        weekReports: await db
          .selectFrom('week_reports')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        certificates: await db
          .selectFrom('certificates')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        myPractice: await db
          .selectFrom('practice_my_tasks')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('task_id')
          .execute(),
        mistakes: await db
          .selectFrom('mistakes')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('source_type')
          .orderBy('source_id')
          .execute(),
        mistakeSettings: await db
          .selectFrom('mistake_settings')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        mistakeAnswers: await db
          .selectFrom('mistake_answers')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('seq')
          .execute(),
        notes: await db
          .selectFrom('notes')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        favourites: await db
          .selectFrom('favourites')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('subject_id')
          .execute(),
        corrections: await db
          .selectFrom('question_corrections')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        courseRuns: await db
          .selectFrom('course_runs')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        coursewareProgress: await db
          .selectFrom('courseware_progress')
          .selectAll()
          .where('run_id', '=', courseRunId)
          .orderBy('courseware_id')
          .execute(),
        scormData: await db
          .selectFrom('scorm_data')
          .selectAll()
          .where('run_id', '=', courseRunId)
          .execute(),
        courseQuizAnswers: await db
          .selectFrom('course_quiz_answers')
          .selectAll()
          .where('run_id', '=', courseRunId)
          .execute(),
        courseNotes: await db
          .selectFrom('course_notes')
          .selectAll()
          .where('member_id', '=', id)
          .orderBy('id')
          .execute(),
        courseComments: await db
          .selectFrom('course_comments')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        courseFavourites: await db
          .selectFrom('course_favourites')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        coursewareFavourites: await db
          .selectFrom('courseware_favourites')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        trainingInvitations: await db
          .selectFrom('new_employee_invitees')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        offlineAttendance: await db
          .selectFrom('offline_attendance')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        offlineCodeUses: await db
          .selectFrom('offline_attendance_code_uses')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        homeworkSubmissions: await db
          .selectFrom('offline_homework_submissions')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
        offlineCompletions: await db
          .selectFrom('offline_class_completions')
          .selectAll()
          .where('member_id', '=', id)
          .execute(),
      };
    },

    /** The attacker's own submitted sheets, as their records list them. */
    ownSubmittedSheetIds: async (attacker: Attacker, paperId?: string) =>
      (
        await db
          .selectFrom('answer_sheets')
          .select('id')
          .where('tenant_id', '=', attacker.tenant.id)
          .where('member_id', '=', attacker.member.id)
          .where('state', '!=', 'answering')
          .where('hidden_at', 'is', null)
          .$if(paperId !== undefined, (query) => query.where('paper_id', '=', paperId!))
          .execute()
      ).map((row) => row.id),

    ownMessages: (attacker: Attacker) =>
      db
        .selectFrom('inmail_recipients')
        .select(['message_id', 'read_at'])
        .where('tenant_id', '=', attacker.tenant.id)
        .where('member_id', '=', attacker.member.id)
        .execute(),

    /** The attacker's own check-in days of a plan. */
    ownCheckInDays: async (attacker: Attacker, planId: string) =>
      (
        await db
          .selectFrom('check_ins')
          .select('day')
          .where('tenant_id', '=', attacker.tenant.id)
          .where('member_id', '=', attacker.member.id)
          .where('plan_id', '=', planId)
          .orderBy('day')
          .execute()
      ).map(({ day }) => day),

    ownMember: (attacker: Attacker) =>
      db
        .selectFrom('members')
        .selectAll()
        .where('id', '=', attacker.member.id)
        .executeTakeFirstOrThrow(),

    sheetOwner: async (sheetId: string) =>
      (
        await db
          .selectFrom('answer_sheets')
          .select('member_id')
          .where('id', '=', sheetId)
          .executeTakeFirst()
      )?.member_id,

    uploadRow: (uploadUrl: string) =>
      db
        .selectFrom('uploads')
        .selectAll()
        .where('id', '=', uploadIdOfUrl(uploadUrl) ?? '')
        .executeTakeFirstOrThrow(),
  };
  return world;
};

export type IsolationWorld = Awaited<ReturnType<typeof buildIsolationWorld>>;

/** The answer's envelope is the one a made-up id gets: the object reads as missing. */
export const expectLikeMissing = (
  attempt: { status: number; envelope: Envelope },
  madeUp: { status: number; envelope: Envelope },
  code: string,
) => {
  expect(madeUp.envelope).toEqual({ code, body: null });
  expect(attempt.status).toBe(madeUp.status);
  expect(attempt.envelope).toEqual(madeUp.envelope);
};
