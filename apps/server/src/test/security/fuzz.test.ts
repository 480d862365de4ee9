import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LearningTaskKind,
  MemberRole,
  questionTypes,
  QuestionType,
} from '@lectern/contracts/common/enums';
import { ErrorCode, isErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import { ALL_ENDPOINTS, endpointKey } from '@lectern/contracts/endpoints';
import { createCustomInfoTenant } from '../custom-info-factories';
import {
  createExamClassification,
  createPaperWithQuestions,
  saveAnswers,
  startedSheet,
  submitSheet,
} from '../exam-factories';
import { createMember, createTenant, login, type TestMember } from '../factories';
import {
  createPracticeClassification,
  createPracticeTask,
  savePracticeAnswer,
  startPractice,
} from '../practice-factories';
import { createPkQuiz, joinPk } from '../pk-factories';
import { createDailyPractice, startDailyPractice } from '../daily-practice-factories';
import { checkInDay, createCheckInPlan, joinCheckIn } from '../check-in-factories';
import { addDays, dayKeyOf } from '../../modules/check-in/check-in-days';
import { addCourseQuiz, createCourse, startCourseware } from '../course-factories';
import { createProgramme, inviteToProgramme } from '../new-employee-training-factories';
import { createOfflineClass } from '../offline-training-factories';
import { createLearningMap } from '../learning-map-factories';
import { createInmailMessage, createNewsItem, createNotice } from '../messages-factories';
import { issueCertificate } from '../certificate-factories';
import { formatCertificateNumber } from '@lectern/contracts/common/certificate-number';
import { sampleJpeg, samplePdf, samplePng } from '../sample-files';
import { hashToken, newId, newSessionToken } from '../../platform/security/tokens';
import { sessionsRepository } from '../../platform/sessions/sessions.repository';
import { uniquePhone } from '../sms-factories';
import { buildTestApp, callApi, type TestApp } from '../test-app';
import { multipartBody, requestArbitrary, type FuzzRequest } from './fuzz-requests';

/**
 * Issue 17, point 9: every endpoint of the contracts gets requests derived from its schema,
 * valid and hostile, signed in as a learner of a demo-like tenant and signed out. Whatever is
 * sent, the app answers without a 5xx, in the envelope, with a code of the catalogue, and still
 * answers a normal request afterwards.
 *
 * FUZZ_RUNS raises the runs per endpoint and mode; FUZZ_SEED (and FUZZ_PATH, with `-t` naming
 * the one test) replays a failure that this file printed.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;
/** An answer that takes longer is a request that hangs. */
const ANSWER_TIMEOUT_MS = 5_000;
/** Small, so that an oversized file is cheap to send. */
const UPLOAD_LIMIT_BYTES = 64 * 1024;
/** Stand for tokens in generated requests, so failures print readably. */
const TOKEN = '<session token>';
const REVOKED_TOKEN = '<revoked token>';

type World = {
  factoryCodes: string[];
  learner: TestMember;
  token: string;
  /** A session of the tenant's administrator, for the `/admin` endpoints. */
  adminToken: string;
  /** A session, for one run, of a learner whose session a call may end. */
  freshToken: () => Promise<string>;
  revokedToken: string;
  userCodes: string[];
  phones: string[];
  paperIds: string[];
  answerSheetIds: string[];
  queryCodes: string[];
  ticketNumbers: string[];
  questionIds: string[];
  classifyCodes: string[];
  messageIds: string[];
  noticeIds: string[];
  newsIds: string[];
  avatarUrls: string[];
  taskIds: string[];
  classifyPaths: string[];
  /** The learner's mistake sets' sources: a practice classification and a knowledge point. */
  mistakeSourceIds: string[];
  /** PK: the tenant's and another tenant's quizzes, the learner's match, a challenge to them. */
  pkQuizIds: string[];
  pkMatchIds: string[];
  pkChallengeIds: string[];
  /** A daily practice the learner started, one of another tenant. */
  dailyIds: string[];
  /** A check-in plan the learner joined and checked in today, one of another tenant. */
  checkInPlanIds: string[];
  checkInTaskIds: string[];
  /** Courses: the learner's started one and another tenant's, their courseware, a quiz point. */
  courseIds: string[];
  coursewareIds: string[];
  courseQuizIds: string[];
  courseNoteIds: string[];
  courseRunIds: string[];
  memberIds: string[];
  /** Learning maps: the tenant's (with the learner's course and paper) and another tenant's. */
  mapIds: string[];
  /** The learner's certificate and another tenant's, stored and printed. */
  certificateNumbers: string[];
  /** New-employee programmes: one the learner is invited to, one of another tenant. */
  trainIds: string[];
  /** The learner's weekly learning report and another tenant's learner's. */
  weekReportIds: string[];
  /** Offline training: the learner's class, its session and homework, a submission, a code. */
  offlineClassIds: string[];
  offlineSessionIds: string[];
  homeworkIds: string[];
  submissionIds: string[];
  attendanceCodes: string[];
};

type FuzzEntry = {
  /** Values worth aiming the endpoint's fields at: the real objects of the learner and others. */
  aim?: (world: World) => Record<string, readonly unknown[]>;
  /** The call may end the session it is made with: each run signs in anew. */
  endsSession?: boolean;
  /** Signed in as the tenant's administrator (a learner's session stops at the admin guard). */
  asAdministrator?: boolean;
  /** A success answers this file type (the endpoint's `produces`), not the envelope. */
  answersFile?: boolean;
};

const tenantAim = (world: World) => ({ factoryCode: world.factoryCodes });
const paperAim = (world: World) => ({ paperId: world.paperIds });
const sheetAim = (world: World) => ({ answerSheetId: world.answerSheetIds });
const markingAim = (world: World) => ({
  answerSheetId: world.answerSheetIds,
  questionId: world.questionIds,
  score: [0, 1, 5, 10, 10.01, -1],
});
const taskAim = (world: World) => ({
  taskId: world.taskIds,
  questionId: world.questionIds,
  classifyPath: world.classifyPaths,
  mode: ['answer', 'recite'],
});
const mistakeAim = (world: World) => ({
  sourceType: [1, 3, 5, '1', '3', '5'],
  sourceId: world.mistakeSourceIds,
  questionId: world.questionIds,
});
const pkAim = (world: World) => ({
  quizId: world.pkQuizIds,
  matchId: world.pkMatchIds,
  challengeId: world.pkChallengeIds,
  toUserCode: world.userCodes,
  index: [0, 1, 2, 3, 999],
  accept: [true, false],
});
const questionAim = (world: World) => ({
  questionId: world.questionIds,
  kind: ['wrong-key', 'other'],
  isPublic: [true, false],
});
const dailyAim = (world: World) => ({
  dailyId: world.dailyIds,
  questionId: world.questionIds,
  period: ['day', 'month', 'total'],
  day: ['2026-11-27', '1970-01-01', '9999-99-99'],
});
const checkInAim = (world: World) => ({
  planId: world.checkInPlanIds,
  questionId: world.questionIds,
  doneTaskIds: [world.checkInTaskIds, []],
  day: [
    new Date().toISOString().slice(0, 10),
    new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    '1970-01-01',
    '9999-99-99',
  ],
});
const mapAim = (world: World) => ({
  mapId: world.mapIds,
  memberId: world.memberIds,
  classifyPath: ['map-a/', ''],
});
const courseAim = (world: World) => ({
  courseId: world.courseIds,
  coursewareId: world.coursewareIds,
  quizId: world.courseQuizIds,
  noteId: world.courseNoteIds,
  runId: world.courseRunIds,
  memberId: world.memberIds,
  classifyPath: world.classifyPaths,
  phase: ['start', 'tick', 'stop'],
  moment: ['first', 'completion', 'during'],
  imageUrl: world.avatarUrls,
  snapshotUrl: world.avatarUrls,
  kind: ['video', 'pdf', 'scorm'],
  group: ['all', 'resource'],
});
const trainingAim = (world: World) => ({
  trainId: world.trainIds,
  userCode: world.userCodes,
  classifyPath: world.classifyPaths,
});
const offlineAim = (world: World) => ({
  classId: world.offlineClassIds,
  sessionId: world.offlineSessionIds,
  homeworkId: world.homeworkIds,
  submissionId: world.submissionIds,
  code: world.attendanceCodes,
  memberId: world.memberIds,
  kind: ['signIn', 'signOut'],
  status: ['toGrade', 'graded'],
  score: [0, 60, 100, 100.5, -1],
  files: [[], [{ url: world.avatarUrls[0], name: 'a.png' }]],
});
const phoneAim = (world: World) => ({ factoryCode: world.factoryCodes, phone: world.phones });
const weekReportAim = (world: World) => ({ reportId: world.weekReportIds });
const certificateAim = (world: World) => ({
  factoryCode: world.factoryCodes,
  number: world.certificateNumbers,
});

/** Every endpoint of ALL_ENDPOINTS, by endpointKey. */
const FUZZ_TABLE: Record<string, FuzzEntry> = {
  'POST /login/login': {
    aim: (world) => ({ factoryCode: world.factoryCodes, userCode: world.userCodes }),
  },
  'POST /login/logout': { endsSession: true },
  'POST /register/register': { aim: phoneAim },
  'POST /login/sendSmsCode': { aim: phoneAim },
  'POST /login/smsLogin': { aim: phoneAim },
  'GET /custom/info': {},
  'GET /custom/organisationTree': {},
  'GET /login/user/prev/login/info': {},
  'POST /custom/save': { aim: (world) => ({ classifyCode: world.classifyCodes }) },
  'GET /exam/answerDetail': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, queryCode: world.queryCodes }),
  },
  'GET /exam/answerList': { aim: paperAim },
  'GET /exam/answerSheet': { aim: sheetAim },
  'GET /exam/list': { aim: (world) => ({ classifyCode: world.classifyCodes }) },
  'GET /exam/preview': { aim: paperAim },
  'GET /exam/rankings': { aim: paperAim },
  'GET /exam/result': { aim: sheetAim },
  'GET /exam/paperClassifyList': {},
  'GET /exam/userExamList': {},
  'POST /exam/deleteRecord': { aim: paperAim },
  'POST /exam/saveAnswers': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, questionId: world.questionIds }),
  },
  'POST /exam/start': { aim: paperAim },
  'POST /exam/submit': { aim: sheetAim },
  'POST /exam/pause': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, questionId: world.questionIds }),
  },
  'POST /exam/resume': { aim: sheetAim },
  'POST /exam/openQuestion': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, questionId: world.questionIds }),
  },
  'GET /exam/selfGrading': { aim: sheetAim },
  'POST /exam/gradeOwnAnswer': { aim: markingAim },
  'GET /admin/exam/ungradedAnswers': { aim: paperAim, asAdministrator: true },
  'GET /admin/exam/pageLeaves': {
    aim: (world) => ({ paperId: world.paperIds, answerSheetId: world.answerSheetIds }),
    asAdministrator: true,
  },
  'POST /admin/exam/markAnswer': { aim: markingAim, asAdministrator: true },
  'GET /examinee/admissionTickets': {},
  'GET /admin/exam/admissionTicket': {
    aim: (world) => ({ ticketNumber: world.ticketNumbers }),
    asAdministrator: true,
  },
  'POST /exam/leave': { aim: sheetAim },
  'GET /exam/collection': { aim: paperAim },
  'POST /exam/saveCollection': { aim: paperAim },
  'POST /exam/sign': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, imageUrl: world.avatarUrls }),
  },
  'GET /exam/proctoring/idPhoto': { aim: sheetAim },
  'POST /exam/proctoring/check': { aim: paperAim },
  'POST /exam/proctoring/deputyTicket': { aim: paperAim },
  'POST /exam/proctoring/event': { aim: sheetAim },
  'POST /exam/proctoring/recording': {
    aim: (world) => ({ answerSheetId: world.answerSheetIds, source: ['screen', 'phone'] }),
  },
  'GET /admin/exam/proctoring/examinees': { aim: paperAim, asAdministrator: true },
  'POST /admin/exam/proctoring/message': { aim: sheetAim, asAdministrator: true },
  'POST /admin/exam/proctoring/extend': { aim: sheetAim, asAdministrator: true },
  'POST /admin/exam/proctoring/submit': { aim: sheetAim, asAdministrator: true },
  'POST /admin/messages/announce': { asAdministrator: true },
  'GET /custom/homePage': {},
  'GET /mine/memberInfo': {},
  'POST /mine/sendPasswordCode': {},
  'POST /mine/updateAvatar': { aim: (world) => ({ avatarUrl: world.avatarUrls }) },
  'POST /mine/updatePassword': { endsSession: true },
  'GET /mine/listInmail': {},
  'GET /mine/unReadCount': {},
  'POST /mine/readAllInmail': {},
  'POST /mine/readInmail': { aim: (world) => ({ messageId: world.messageIds }) },
  'GET /news/detail': { aim: (world) => ({ newsId: world.newsIds }) },
  'GET /news/list': {},
  'GET /notice/detail': { aim: (world) => ({ noticeId: world.noticeIds }) },
  'GET /notice/list': {},
  'GET /login/createOn': { aim: tenantAim },
  'GET /login/getFactoryInfo': { aim: tenantAim },
  'GET /login/userVer': { aim: tenantAim },
  'POST /questionType/getQuestionTypes': { aim: tenantAim },
  'POST /sys/uploadFile': { aim: () => ({ fileType: ['1', '2'] }) },
  'POST /sys/upload/public': {
    aim: (world) => ({ fileType: ['1'], factoryCode: world.factoryCodes }),
  },
  'GET /exercise/list/classify': {},
  'GET /exercise/list': { aim: taskAim },
  'POST /exercise/addMine': { aim: taskAim },
  'GET /exercise/preview': { aim: taskAim },
  'POST /exercise/practice': { aim: taskAim },
  'POST /exercise/saveAnswer': { aim: taskAim },
  'POST /exercise/finish': { aim: taskAim },
  'POST /exercise/reset': { aim: taskAim },
  'GET /exercise/records': { aim: taskAim },
  'GET /mistakes/sets': { aim: mistakeAim },
  'GET /mistakes/questions': { aim: mistakeAim },
  'POST /mistakes/saveAnswer': { aim: mistakeAim },
  'GET /mistakes/settings': {},
  'POST /mistakes/saveSettings': {},
  'POST /mistakes/remove': { aim: mistakeAim },
  'POST /mistakes/clear': { aim: mistakeAim },
  'GET /pk/quizzes': {},
  'GET /pk/lobby': {},
  'POST /pk/queue/join': { aim: pkAim },
  'POST /pk/queue/cancel': {},
  'GET /pk/opponents': {},
  'POST /pk/challenge': { aim: pkAim },
  'POST /pk/challenge/answer': { aim: pkAim },
  'POST /pk/challenge/cancel': { aim: pkAim },
  'GET /pk/match': { aim: pkAim },
  'POST /pk/match/answer': { aim: pkAim },
  'GET /pk/history': {},
  'GET /questions/detail': { aim: questionAim },
  'POST /questions/correction': { aim: questionAim },
  'GET /admin/questions/corrections': {
    aim: () => ({ status: ['open', 'handled'] }),
    asAdministrator: true,
  },
  'POST /admin/questions/handleCorrection': { asAdministrator: true },
  'GET /notes/question': { aim: questionAim },
  'POST /notes/saveQuestion': { aim: questionAim },
  'POST /notes/deleteQuestion': { aim: questionAim },
  'GET /notes/list': {},
  'GET /favourites/question': { aim: questionAim },
  'POST /favourites/addQuestion': { aim: questionAim },
  'POST /favourites/removeQuestion': { aim: questionAim },
  'GET /favourites/questions': {},
  'GET /daily/exercise/list': {},
  'GET /daily/exercise/detail': { aim: dailyAim },
  'POST /daily/exercise/start': { aim: dailyAim },
  'POST /daily/exercise/saveAnswer': { aim: dailyAim },
  'POST /daily/exercise/finish': { aim: dailyAim },
  'GET /daily/exercise/result': { aim: dailyAim },
  'GET /daily/exercise/rankings': { aim: dailyAim },
  'GET /clock/list': {},
  'GET /clock/detail': { aim: checkInAim },
  'POST /clock/join': { aim: checkInAim },
  'GET /clock/exercise': { aim: checkInAim },
  'POST /clock/checkIn': { aim: checkInAim },
  'GET /clock/result': { aim: checkInAim },
  'GET /mine/inviteCode': {},
  'GET /mine/inviteRegistrations': {},
  'POST /share/create': { aim: courseAim },
  'GET /share/mine': {},
  'GET /share/preview': {},
  'GET /course/classify': {},
  'GET /course/list': { aim: courseAim },
  'GET /course/detail': { aim: courseAim },
  'POST /course/click': { aim: courseAim },
  'POST /course/start': { aim: courseAim },
  'POST /course/sign': { aim: courseAim },
  'POST /course/face': { aim: courseAim },
  'POST /course/redeem': { aim: courseAim },
  'POST /courseware/start': { aim: courseAim },
  'POST /courseware/heartbeat': { aim: courseAim },
  'POST /courseware/scorm/commit': { aim: courseAim },
  'GET /courseware/quiz': { aim: courseAim },
  'POST /courseware/quiz/answer': { aim: courseAim },
  'GET /course/learnRecord': {},
  'GET /courseware/list': { aim: courseAim },
  'POST /course/favourite': { aim: courseAim },
  'POST /courseware/favourite': { aim: courseAim },
  'GET /course/favourites': {},
  'GET /courseware/favourites': {},
  'GET /course/notes': { aim: courseAim },
  'POST /course/note/save': { aim: courseAim },
  'POST /course/note/delete': { aim: courseAim },
  'GET /course/comments': { aim: courseAim },
  'POST /course/comment': { aim: courseAim },
  'GET /admin/courses/completion': { aim: courseAim, asAdministrator: true },
  'POST /admin/courses/reset': { aim: courseAim, asAdministrator: true },
  'POST /admin/courses/review': { aim: courseAim, asAdministrator: true },
  'GET /credit/history': {},
  'GET /credit/rankings': {},
  'GET /cert/list': {},
  'GET /cert/find': { aim: certificateAim },
  'GET /cert/image': { aim: certificateAim, answersFile: true },
  'GET /newMemberTrain/classify': {},
  'GET /newMemberTrain/list': { aim: trainingAim },
  'GET /newMemberTrain/detail': { aim: trainingAim },
  'GET /admin/newMemberTrain/progress': { aim: trainingAim, asAdministrator: true },
  'POST /admin/newMemberTrain/invite': { aim: trainingAim, asAdministrator: true },
  'GET /analysis/weekReport/list': {},
  'GET /analysis/weekReport/detail': { aim: weekReportAim },
  'GET /analysis/studyReport': {},
  'GET /offline/class/list': {},
  'GET /offline/class/detail': { aim: offlineAim },
  'GET /offline/session/detail': { aim: offlineAim },
  'POST /offline/session/attendanceCode': { aim: offlineAim },
  'POST /attendance/scan': { aim: offlineAim },
  'GET /homework/detail': { aim: offlineAim },
  'POST /homework/submit': { aim: offlineAim },
  'GET /homework/results': {},
  'GET /homework/gradeDetail': { aim: offlineAim },
  'GET /teamStu/members': {},
  'GET /teamStu/homework': { aim: offlineAim },
  'POST /teamStu/grade': { aim: offlineAim },
  'GET /learn/map/classify': {},
  'GET /learn/map/list': { aim: mapAim },
  'GET /learn/map/detail': { aim: mapAim },
  'GET /learn/map/development': {},
  'GET /learn/map/member/mentees': {},
  'GET /learn/map/member/list': { aim: mapAim },
  'GET /learn/map/member/detail': { aim: mapAim },
};

let test: TestApp;
let world: World;
let requestsMade = 0;
let normalRequestsMade = 0;
/** Errors no request answered for: an unhandled stream error, a rejected promise. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

/** A session as login opens one, without the password hashing that login spends. */
const openSession = async (member: TestMember) => {
  const token = newSessionToken();
  const now = Date.now();
  await sessionsRepository(test.db).insert({
    id: newId(),
    tenant_id: member.tenant.id,
    member_id: member.id,
    token_hash: hashToken(token),
    created_at: now,
    expires_at: now + test.config.sessionTtlMs,
    last_seen_at: now,
    revoked_at: null,
    revoke_reason: null,
    ip: '127.0.0.1',
    user_agent: null,
  });
  return token;
};

const uploadAvatar = async (token: string) => {
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=avatar' },
    payload: multipartBody('avatar', [
      { name: 'file', filename: 'avatar.png', contentType: 'image/png', content: samplePng() },
    ]),
  });
  const { code, body } = response.json<{ code: string; body: string }>();
  if (code !== ErrorCode.SUCCESS) throw new Error(`avatar upload failed with ${code}`);
  return body;
};

const admissionTicketNumbers = async (token: string) => {
  const { envelope } = await callApi<{ ticketNumber: string }[]>(test.app, {
    path: '/examinee/admissionTickets',
    token,
  });
  return envelope.body.map((ticket) => ticket.ticketNumber);
};

/** A tenant like the demo's: organisations, custom info, exams of every type, mail and news. */
const buildWorld = async (): Promise<World> => {
  // Practice is on the exam and all-in-one editions, with its module on.
  const tenant = await createCustomInfoTenant(test, {
    tenant: { edition: Edition.ALL_IN_ONE, modules: [Module.PRACTICE, Module.COURSES] },
  });
  const otherTenant = await createTenant(test.db, { registrationEnabled: true });
  const phone = uniquePhone();
  const learner = await createMember(test.db, tenant, { phone });
  const sessionLearner = await createMember(test.db, tenant, { phone: uniquePhone() });
  const otherPhone = uniquePhone();
  const otherLearner = await createMember(test.db, otherTenant, { phone: otherPhone });
  const token = await login(test.app, learner);

  const revokedToken = await login(test.app, sessionLearner);
  await callApi(test.app, { path: '/login/logout', token: revokedToken, body: {} });

  const classification = await createExamClassification(test.db, tenant);
  const everyType = await createPaperWithQuestions(test.db, tenant, [...questionTypes], {
    classification,
    durationMinutes: null,
    // Leave reports on it reach the leave rule itself, and signatures are stored, not refused.
    leaveRule: {},
    signature: {},
  });
  // Collects information before its exam: saves reach the collection's rules.
  const collectingPaper = await createPaperWithQuestions(
    test.db,
    tenant,
    [QuestionType.TRUE_FALSE],
    {
      collectionFields: [
        { key: 'staffNo', label: '工号', type: 'text', required: true, unique: true, options: [] },
        {
          key: 'role',
          label: '岗位',
          type: 'select',
          required: false,
          unique: false,
          options: ['销售'],
        },
      ],
    },
  );
  // Issues admission tickets: the learner's is read below, and looked up by the fuzzer.
  const shortPaper = await createPaperWithQuestions(test.db, tenant, [QuestionType.SINGLE_CHOICE], {
    admissionTicket: { notes: ['Bring your ID card'] },
  });
  const otherPaper = await createPaperWithQuestions(test.db, otherTenant, [
    QuestionType.TRUE_FALSE,
  ]);
  const answeringSheetId = await startedSheet(test.app, token, everyType.paper.id);
  const submittedSheetId = await startedSheet(test.app, token, shortPaper.paper.id);
  await submitSheet(test.app, token, submittedSheetId);
  // A sheet waiting for a marker, with a short answer to score.
  const markedPaper = await createPaperWithQuestions(test.db, tenant, [QuestionType.SHORT_ANSWER]);
  const markingSheetId = await startedSheet(test.app, token, markedPaper.paper.id);
  const [essay] = markedPaper.questions;
  await saveAnswers(test.app, token, markingSheetId, [
    { questionId: essay!.id, seq: 1, answer: essay!.rightAnswer, marked: false },
  ]);
  await submitSheet(test.app, token, markingSheetId);
  const admin = await createMember(test.db, tenant, { role: MemberRole.ADMIN });
  const practiceClassification = await createPracticeClassification(test.db, tenant);
  const practiceTask = await createPracticeTask(test.db, tenant, {
    types: [...questionTypes],
    classification: practiceClassification,
  });
  const paidTask = await createPracticeTask(test.db, tenant, {
    types: [QuestionType.TRUE_FALSE],
    cost: 5,
  });
  const otherTask = await createPracticeTask(test.db, otherTenant, {
    types: [QuestionType.TRUE_FALSE],
  });
  await startPractice(test.app, token, practiceTask.id);
  // A wrong answer puts the question in the learner's exercise and knowledge-point sets.
  const mistaken = practiceTask.questions.find((question) => question.wrongAnswer !== null)!;
  const mistakePoint = 'Fuzz point';
  await test.db
    .updateTable('questions')
    .set({ knowledge_points: JSON.stringify([mistakePoint]) })
    .where('id', '=', mistaken.id)
    .execute();
  await savePracticeAnswer(test.app, token, {
    taskId: practiceTask.id,
    questionId: mistaken.id,
    seq: 1,
    answer: mistaken.wrongAnswer!,
  });
  // PK: a match of the learner's with a second learner, and a challenge to the learner.
  const pkQuiz = await createPkQuiz(test.db, tenant);
  const otherPkQuiz = await createPkQuiz(test.db, otherTenant);
  const rival = await createMember(test.db, tenant);
  const rivalToken = await login(test.app, rival);
  const challenger = await createMember(test.db, tenant);
  const { envelope: challenge } = await callApi<{ challengeId: string }>(test.app, {
    path: '/pk/challenge',
    token: await login(test.app, challenger),
    body: { quizId: pkQuiz.id, toUserCode: learner.userCode },
  });
  await joinPk(test.app, rivalToken, pkQuiz.id);
  const { envelope: joined } = await joinPk(test.app, token, pkQuiz.id);
  const daily = await createDailyPractice(test.db, tenant, {
    types: [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
    creditsForFinish: 2,
  });
  const otherDaily = await createDailyPractice(test.db, otherTenant, {
    types: [QuestionType.TRUE_FALSE],
  });
  await startDailyPractice(test.app, token, daily.id);
  // A programme the learner is invited to, whose training exam is the short paper.
  const programme = await createProgramme(test.db, tenant, {
    tasks: [
      { kind: LearningTaskKind.EXAM, refId: everyType.paper.id, withinDays: 3 },
      { kind: LearningTaskKind.PRACTICE, refId: practiceTask.id },
    ],
    examPaperId: shortPaper.paper.id,
  });
  await inviteToProgramme(test.db, programme, learner);
  const otherProgramme = await createProgramme(test.db, otherTenant);
  const checkInToday = dayKeyOf(Date.now(), test.config.examTimeZone);
  const checkInPlan = await createCheckInPlan(test.db, tenant, {
    startsOn: addDays(checkInToday, -30),
    endsOn: addDays(checkInToday, 30),
    types: [QuestionType.TRUE_FALSE],
    creditsPerCheckIn: 1,
    makeUpLimit: 2,
  });
  const otherCheckInPlan = await createCheckInPlan(test.db, otherTenant, {
    startsOn: addDays(checkInToday, -30),
    endsOn: addDays(checkInToday, 30),
  });
  await joinCheckIn(test.app, token, checkInPlan.id);
  await checkInDay(test.app, token, checkInPlan, checkInToday);
  const certificates = [
    await issueCertificate(test.db, learner),
    await issueCertificate(test.db, otherLearner),
  ];
  const { query_code: queryCode } = await test.db
    .selectFrom('answer_sheets')
    .select('query_code')
    .where('id', '=', submittedSheetId)
    .executeTakeFirstOrThrow();
  const course = await createCourse(test.db, tenant, {
    credit: 1,
    coursewares: [
      {},
      { kind: 'pdf', pageCount: 2, fileUrl: '/a.pdf' },
      { kind: 'scorm', entry: 'index.html', scormVersion: '2004', fileUrl: null },
    ],
  });
  const otherCourse = await createCourse(test.db, otherTenant);
  const courseQuizId = await addCourseQuiz(
    test.db,
    tenant,
    course.coursewares[0]!,
    practiceTask.questions[0]!.id,
  );
  await startCourseware(test.app, token, course.coursewares[0]!.id);
  const courseNote = await callApi<{ noteId: string }>(test.app, {
    path: '/course/note/save',
    token,
    body: { coursewareId: course.coursewares[0]!.id, content: 'Note', isPublic: true, at: 1 },
  });
  const courseRun = await test.db
    .selectFrom('course_runs')
    .select('id')
    .where('member_id', '=', learner.id)
    .executeTakeFirstOrThrow();

  const offlineClass = await createOfflineClass(test.db, tenant, {
    trainerId: learner.id,
    learnerIds: [learner.id],
    homeworks: [{}],
  });
  const otherClass = await createOfflineClass(test.db, otherTenant, { homeworks: [{}] });
  const handedIn = await callApi<{ submissionId: string }>(test.app, {
    path: '/homework/submit',
    token,
    body: { homeworkId: offlineClass.homeworkIds[0], content: 'Mine' },
  });
  const drawn = await callApi<{ code: string }>(test.app, {
    path: '/offline/session/attendanceCode',
    token,
    body: { sessionId: offlineClass.sessionIds[0], kind: 'signIn' },
  });
  // A map of the learner's course and papers, and another tenant's; the learner mentors a member.
  const map = await createLearningMap(test.db, tenant, {
    credit: 3,
    stages: [
      { tasks: [{ kind: LearningTaskKind.COURSE, refId: course.id }] },
      {
        afterPrevious: true,
        minPreviousExamScore: 1,
        tasks: [{ kind: LearningTaskKind.EXAM, refId: shortPaper.paper.id }],
      },
    ],
  });
  const otherMap = await createLearningMap(test.db, otherTenant, {
    stages: [{ tasks: [{ kind: LearningTaskKind.COURSE, refId: otherCourse.id }] }],
  });
  await test.db
    .updateTable('members')
    .set({ mentor_id: learner.id })
    .where('id', '=', sessionLearner.id)
    .execute();

  return {
    factoryCodes: [tenant.factoryCode, otherTenant.factoryCode],
    learner,
    token,
    adminToken: await openSession(admin),
    freshToken: () => openSession(sessionLearner),
    revokedToken,
    userCodes: [learner.userCode, otherLearner.userCode],
    phones: [phone, otherPhone],
    paperIds: [
      everyType.paper.id,
      shortPaper.paper.id,
      markedPaper.paper.id,
      collectingPaper.paper.id,
      otherPaper.paper.id,
    ],
    answerSheetIds: [answeringSheetId, submittedSheetId, markingSheetId],
    queryCodes: [queryCode],
    ticketNumbers: await admissionTicketNumbers(token),
    questionIds: [
      ...everyType.questions,
      ...shortPaper.questions,
      ...markedPaper.questions,
      ...practiceTask.questions,
      ...daily.questions,
      ...checkInPlan.questions,
    ].map((question) => question.id),
    classifyCodes: ['sales-east', 'sales-vip', 'labs-ai', classification.code],
    messageIds: [await createInmailMessage(test.db, tenant, { recipients: [learner] })],
    noticeIds: [await createNotice(test.db, tenant)],
    newsIds: [await createNewsItem(test.db, tenant)],
    avatarUrls: [await uploadAvatar(token)],
    taskIds: [practiceTask.id, paidTask.id, otherTask.id],
    classifyPaths: [practiceClassification.path, ''],
    mistakeSourceIds: [practiceClassification.id, mistakePoint, ''],
    pkQuizIds: [pkQuiz.id, otherPkQuiz.id],
    pkMatchIds: joined.body.matchId ? [joined.body.matchId] : [],
    pkChallengeIds: [challenge.body.challengeId],
    dailyIds: [daily.id, otherDaily.id],
    checkInPlanIds: [checkInPlan.id, otherCheckInPlan.id],
    checkInTaskIds: checkInPlan.doneTaskIds,
    courseIds: [course.id, otherCourse.id],
    coursewareIds: [...course.coursewares, ...otherCourse.coursewares].map(({ id }) => id),
    courseQuizIds: [courseQuizId],
    courseNoteIds: [courseNote.envelope.body.noteId],
    courseRunIds: [courseRun.id],
    memberIds: [learner.id, otherLearner.id, sessionLearner.id],
    mapIds: [map.id, otherMap.id],
    certificateNumbers: certificates.flatMap(({ number }) => [
      number,
      formatCertificateNumber(number),
    ]),
    trainIds: [programme.id, otherProgramme.id],
    weekReportIds: await Promise.all([learner, otherLearner].map(storeWeekReport)),
    offlineClassIds: [offlineClass.id, otherClass.id],
    offlineSessionIds: [...offlineClass.sessionIds, ...otherClass.sessionIds],
    homeworkIds: [...offlineClass.homeworkIds, ...otherClass.homeworkIds],
    submissionIds: [handedIn.envelope.body.submissionId],
    attendanceCodes: [drawn.envelope.body.code],
  };
};

/** A weekly report of the member, as the job stores it. */
const storeWeekReport = async (member: TestMember) => {
  const id = newId();
  await test.db
    .insertInto('week_reports')
    .values({
      id,
      tenant_id: member.tenant.id,
      member_id: member.id,
      week_start: '2026-11-02',
      week_end: '2026-11-08',
      learned_ms: 600_000,
      days_learned: 1,
      daily_learned_ms: JSON.stringify([600_000, 0, 0, 0, 0, 0, 0]),
      daily_credits: JSON.stringify([2, 0, 0, 0, 0, 0, 0]),
      courses_completed: 0,
      courses: '[]',
      exams_finished: 1,
      exams: JSON.stringify([
        { paperName: 'Quiz', score: 80, passed: true, finishedAt: 1, hiddenUntil: null },
      ]),
      credit_change: 2,
      organisation_name: null,
      organisation_rank: null,
      organisation_learners: null,
      origin: 'job',
      computed_at: Date.now(),
    })
    .execute();
  return id;
};

beforeAll(async () => {
  test = await buildTestApp({ uploadMaxBytes: UPLOAD_LIMIT_BYTES });
  world = await buildWorld();
  process.on('uncaughtException', recordUncaught);
  process.on('unhandledRejection', recordUncaught);
});

afterAll(async () => {
  process.off('uncaughtException', recordUncaught);
  process.off('unhandledRejection', recordUncaught);
  console.info(
    `fuzz: ${requestsMade} generated requests and ${normalRequestsMade} normal ones after them ` +
      `(${RUNS} runs per endpoint and mode)`,
  );
  await test?.close();
});

const withTimeout = <T>(promise: Promise<T>, what: string) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no answer within ${ANSWER_TIMEOUT_MS} ms`)),
      ANSWER_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const send = async (request: FuzzRequest, token: string) => {
  requestsMade += 1;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name,
      value.replace(TOKEN, token).replace(REVOKED_TOKEN, world.revokedToken),
    ]),
  );
  return withTimeout(
    test.app.inject({
      method: request.method,
      url: request.url,
      headers,
      remoteAddress: request.remoteAddress,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    }),
    request.kind,
  );
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file endpoint's success: the file its contract names (a PNG), with HTTP 200. */
const isFileAnswer = (response: LightMyRequestResponse, produces: string | undefined) =>
  produces !== undefined &&
  response.statusCode === 200 &&
  response.headers['content-type'] === produces &&
  response.rawPayload.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE);

/** Zero 5xx, and the envelope with a code of the catalogue, unexpected failures ('500') aside. */
const expectEnvelope = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  let envelope: unknown;
  try {
    envelope = response.json();
  } catch {
    throw new Error(`HTTP ${response.statusCode} answered no JSON: ${response.body.slice(0, 300)}`);
  }
  expect(envelope).toEqual(expect.objectContaining({ code: expect.any(String) }));
  expect(envelope).toHaveProperty('body');
  const { code } = envelope as { code: string };
  expect(isErrorCode(code), `code ${code} is not in the catalogue`).toBe(true);
  expect(code).not.toBe(ErrorCode.SERVER_ERROR);
};

/** After any request, the app still serves the learner (signed in) or the login page. */
const expectStillServing = async (signedIn: boolean) => {
  normalRequestsMade += 1;
  const { envelope } = signedIn
    ? await callApi(test.app, { path: '/mine/unReadCount', token: world.token })
    : await callApi(test.app, {
        path: '/login/createOn',
        query: { factoryCode: world.factoryCodes[0] ?? '' },
      });
  expect(envelope.code, 'a normal call afterwards').toBe(ErrorCode.SUCCESS);
  expect(uncaught.splice(0), 'errors that no request answered').toEqual([]);
};

const clip = (text: string, length = 300) =>
  text.length <= length ? text : `${text.slice(0, length)}… (${text.length} characters)`;

const describeRequest = (request: FuzzRequest) =>
  JSON.stringify(
    {
      ...request,
      url: clip(request.url),
      headers: Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, clip(value)]),
      ),
      payload: Buffer.isBuffer(request.payload)
        ? clip(request.payload.toString('latin1'))
        : request.payload === undefined
          ? undefined
          : clip(request.payload),
    },
    null,
    2,
  );

/** fast-check's own report, with the seed and path to replay, and long values cut. */
const failureReport = (title: string, details: fc.RunDetails<[FuzzRequest]>) => {
  const [request] = details.counterexample ?? [];
  const error =
    details.errorInstance instanceof Error
      ? details.errorInstance.message
      : String(details.errorInstance);
  return [
    `${title}: property failed after ${details.numRuns} runs (shrunk ${details.numShrinks} times)`,
    `replay (in apps/server): FUZZ_SEED=${details.seed} FUZZ_PATH="${details.counterexamplePath}" npx vitest run src/test/security/fuzz.test.ts -t "${title}"`,
    `request: ${request ? describeRequest(request) : 'none'}`,
    `failure: ${clip(error, 2000)}`,
  ].join('\n');
};

const MODES = [
  {
    mode: 'signed in',
    authorizations: fc.constantFrom<string | null>(TOKEN, `Bearer ${TOKEN}`),
  },
  {
    mode: 'signed out',
    authorizations: fc.oneof(
      { weight: 4, arbitrary: fc.constant<string | null>(null) },
      {
        weight: 2,
        arbitrary: fc.constantFrom<string | null>(
          REVOKED_TOKEN,
          'Bearer',
          'Bearer ',
          'null',
          'undefined',
          'x'.repeat(10_000),
        ),
      },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 80 }) },
    ),
  },
] as const;

describe('the fuzz table', () => {
  it('has an entry for every endpoint of the contracts, and no other', () => {
    expect(Object.keys(FUZZ_TABLE).sort()).toEqual(ALL_ENDPOINTS.map(endpointKey).sort());
  });
});

describe.each(MODES)('hostile requests, $mode', ({ mode, authorizations }) => {
  it.each(ALL_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    `%s answers in the envelope with a catalogue code, never 5xx, ${mode}`,
    async (key, endpoint) => {
      const entry = FUZZ_TABLE[key];
      if (!entry) throw new Error(`${key} has no entry in the fuzz table`);
      const aim = entry.aim?.(world) ?? {};
      const signedIn = mode === 'signed in';
      const requests = requestArbitrary(endpoint, {
        fieldValues: aim,
        authorizations,
        multipart: {
          files: [samplePng(), sampleJpeg(), samplePdf()],
          oversizedFile: Buffer.alloc(UPLOAD_LIMIT_BYTES + 1, 1),
          fields: Object.fromEntries(
            (endpoint.multipartFields ?? [])
              .filter((field) => field !== 'file')
              .map((field) => [field, (aim[field] ?? ['1']).map(String)]),
          ),
        },
      });
      const title = `${key} answers in the envelope with a catalogue code, never 5xx, ${mode}`;
      const details = await fc.check(
        fc.asyncProperty(requests, async (request) => {
          const token =
            signedIn && entry.endsSession
              ? await world.freshToken()
              : entry.asAdministrator
                ? world.adminToken
                : world.token;
          const response = await send(request, token);
          if (!(entry.answersFile && isFileAnswer(response, endpoint.produces))) {
            expectEnvelope(response);
          }
          await expectStillServing(signedIn);
        }),
        {
          numRuns: RUNS,
          ...(SEED === undefined ? {} : { seed: SEED }),
          ...(PATH ? { path: PATH } : {}),
        },
      );
      if (details.failed) throw new Error(failureReport(title, details));
    },
    60_000 + RUNS * 1_000,
  );
});
