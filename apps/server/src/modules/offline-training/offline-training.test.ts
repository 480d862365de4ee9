import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreditBizType, MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetHomeworkResultsResponse } from '@lectern/contracts/offline-training/get-homework-results';
import type { TOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import type { TGetOfflineClassListResponse } from '@lectern/contracts/offline-training/get-offline-class-list';
import type { TOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import type { TGetTeamHomeworkResponse } from '@lectern/contracts/offline-training/get-team-homework';
import type { TGetTeamMembersResponse } from '@lectern/contracts/offline-training/get-team-members';
import type {
  THomeworkDetail,
  THomeworkGradeDetail,
  THomeworkSubmission,
} from '@lectern/contracts/offline-training/offline-training';
import type { TAttendanceCode } from '@lectern/contracts/offline-training/post-attendance-code';
import type { TPostAttendanceScanResponse } from '@lectern/contracts/offline-training/post-attendance-scan';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { createPaperWithQuestions, startExam } from '../../test/exam-factories';
import {
  createMember,
  createTenant,
  login,
  signedInLearner,
  type TestTenant,
} from '../../test/factories';
import { createOfflineClass, setMentor } from '../../test/offline-training-factories';
import { samplePng } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { offlineLearningTasks } from './offline-learning-tasks.repository';
import { offlineTrainingRepositories } from './offline-training.repository';

let test: TestApp;
let tenant: TestTenant;

const offlineTenant = () =>
  createTenant(test.db, { edition: Edition.ALL_IN_ONE, modules: [Module.COURSES] });

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await offlineTenant();
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

type Person = { member: { id: string }; token: string };
const learner = async (inTenant = tenant): Promise<Person> => signedInLearner(test, inTenant);
const admin = async (): Promise<Person> =>
  signedInLearner(test, tenant, { role: MemberRole.ADMIN });

const get = <T>(who: Person, path: string, query: Record<string, string> = {}) =>
  callApi<T>(test.app, { path, query, token: who.token }).then(({ envelope }) => envelope);
const post = <T>(who: Person, path: string, body: unknown) =>
  callApi<T>(test.app, { path, body, token: who.token }).then(({ envelope }) => envelope);

const drawCode = (who: Person, sessionId: string, kind: 'signIn' | 'signOut' = 'signIn') =>
  post<TAttendanceCode>(who, '/offline/session/attendanceCode', { sessionId, kind });
const scan = (who: Person, code: string) =>
  post<TPostAttendanceScanResponse>(who, '/attendance/scan', { code });

const upload = async (who: Person, name = 'routes.png') => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(samplePng())]), name);
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: who.token },
    payload: data,
  });
  return response.json<{ code: string; body: string }>().body;
};

/** A class with a trainer, two learners (the first mentored) and what the cases need. */
const classWorld = async (fields: Parameters<typeof createOfflineClass>[2] = {}) => {
  const trainer = await learner();
  const mentor = await learner();
  const first = await learner();
  const second = await learner();
  await setMentor(test.db, tenant, first.member.id, mentor.member.id);
  const offlineClass = await createOfflineClass(test.db, tenant, {
    trainerId: trainer.member.id,
    learnerIds: [first.member.id, second.member.id],
    ...fields,
  });
  return { trainer, mentor, first, second, offlineClass };
};

describe('offline classes: list, detail and sessions', () => {
  it('shows a learner their classes with sessions and homework, and hides them from others', async () => {
    const { first, trainer, offlineClass } = await classWorld({
      name: 'Fire wardens',
      sessions: [{}, { startsInMinutes: 7 * 24 * 60 }],
      homeworks: [{}],
    });
    const list = await get<TGetOfflineClassListResponse>(first, '/offline/class/list');
    expect(list.code).toBe('200');
    expect(list.body.list).toHaveLength(1);
    expect(list.body.list[0]).toMatchObject({
      classId: offlineClass.id,
      name: 'Fire wardens',
      sessionCount: 2,
      attendedCount: 0,
      homeworkCount: 1,
      progress: 0,
      isLearner: true,
      isTrainer: false,
    });
    const detail = await get<TOfflineClassDetail>(first, '/offline/class/detail', {
      classId: offlineClass.id,
    });
    expect(detail.body.sessions.map((session) => session.name)).toEqual(['Session 1', 'Session 2']);
    expect(detail.body.homeworks[0]).toMatchObject({ status: 'todo', score: null });

    // The trainer sees it as theirs to train; a learner of no class and another tenant do not.
    const trained = await get<TGetOfflineClassListResponse>(trainer, '/offline/class/list');
    expect(trained.body.list[0]).toMatchObject({ isTrainer: true, isLearner: false });
    const stranger = await learner();
    const outsider = await learner(await offlineTenant());
    for (const who of [stranger, outsider]) {
      expect((await get(who, '/offline/class/list')).body).toEqual({ list: [] });
      expect(await get(who, '/offline/class/detail', { classId: offlineClass.id })).toEqual({
        code: ErrorCode.OFFLINE_CLASS_NOT_FOUND,
        body: null,
      });
      expect(
        await get(who, '/offline/session/detail', { sessionId: offlineClass.sessionIds[0]! }),
      ).toEqual({ code: ErrorCode.OFFLINE_CLASS_NOT_FOUND, body: null });
    }
  });
});

describe('attendance by QR code', () => {
  it('lets only the trainer or an administrator draw codes, and only inside the window', async () => {
    const { trainer, first, offlineClass } = await classWorld({
      sessions: [{ signIn: [-10, 10], signOut: [60, 90] }],
    });
    const sessionId = offlineClass.sessionIds[0]!;
    expect(await drawCode(first, sessionId)).toEqual({
      code: ErrorCode.OFFLINE_NOT_ALLOWED,
      body: null,
    });
    expect((await drawCode(trainer, sessionId)).code).toBe('200');
    expect((await drawCode(await admin(), sessionId)).code).toBe('200');
    expect(await drawCode(trainer, sessionId, 'signOut')).toEqual({
      code: ErrorCode.ATTENDANCE_WINDOW_CLOSED,
      body: null,
    });
  });

  it('signs a learner in once per code: a replay refuses, a second learner still signs in', async () => {
    const { trainer, first, second, offlineClass } = await classWorld();
    const sessionId = offlineClass.sessionIds[0]!;
    const { body: drawn } = await drawCode(trainer, sessionId);
    const signedIn = await scan(first, drawn.code);
    expect(signedIn.code).toBe('200');
    expect(signedIn.body.kind).toBe('signIn');
    expect(signedIn.body.session.realSignInTime).toBeGreaterThan(0);
    expect(signedIn.body.session.realSignOutTime).toBeNull();

    expect(await scan(first, drawn.code)).toEqual({
      code: ErrorCode.ATTENDANCE_CODE_USED,
      body: null,
    });
    expect((await scan(second, drawn.code)).code).toBe('200');

    // A new code signs in again without moving the first sign-in time.
    const { body: next } = await drawCode(trainer, sessionId);
    const again = await scan(first, next.code);
    expect(again.body.session.realSignInTime).toBe(signedIn.body.session.realSignInTime);

    const counts = await get<TOfflineSessionDetail>(trainer, '/offline/session/detail', {
      sessionId,
    });
    expect(counts.body).toMatchObject({ signedInCount: 2, signedOutCount: 0, learnerCount: 2 });
  });

  it('refuses an expired code, a made-up code and a learner of another class', async () => {
    const { trainer, first, offlineClass } = await classWorld();
    const { body: drawn } = await drawCode(trainer, offlineClass.sessionIds[0]!);
    expect(await scan(first, 'not-a-code')).toEqual({
      code: ErrorCode.ATTENDANCE_CODE_INVALID,
      body: null,
    });
    expect(await scan(await learner(), drawn.code)).toEqual({
      code: ErrorCode.OFFLINE_CLASS_NOT_FOUND,
      body: null,
    });
    expect(await scan(await learner(await offlineTenant()), drawn.code)).toEqual({
      code: ErrorCode.ATTENDANCE_CODE_INVALID,
      body: null,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(drawn.expiresAt + 1);
    expect(await scan(first, drawn.code)).toEqual({
      code: ErrorCode.ATTENDANCE_CODE_EXPIRED,
      body: null,
    });
  });

  it('signs out only after signing in, and keeps the first sign-out', async () => {
    const { trainer, first, offlineClass } = await classWorld();
    const sessionId = offlineClass.sessionIds[0]!;
    const { body: out } = await drawCode(trainer, sessionId, 'signOut');
    expect(await scan(first, out.code)).toEqual({
      code: ErrorCode.ATTENDANCE_NOT_SIGNED_IN,
      body: null,
    });
    const { body: inCode } = await drawCode(trainer, sessionId);
    expect((await scan(first, inCode.code)).code).toBe('200');
    const { body: out2 } = await drawCode(trainer, sessionId, 'signOut');
    const signedOut = await scan(first, out2.code);
    expect(signedOut.body.kind).toBe('signOut');
    expect(signedOut.body.session.realSignOutTime).toBeGreaterThan(0);
    const { body: out3 } = await drawCode(trainer, sessionId, 'signOut');
    const later = await scan(first, out3.code);
    expect(later.body.session.realSignOutTime).toBe(signedOut.body.session.realSignOutTime);
  });

  it('sweeps codes long expired, with their uses, and keeps the others', async () => {
    const { trainer, first, offlineClass } = await classWorld();
    const { body: old } = await drawCode(trainer, offlineClass.sessionIds[0]!);
    expect((await scan(first, old.code)).code).toBe('200');
    const { body: fresh } = await drawCode(trainer, offlineClass.sessionIds[0]!);
    await test.db
      .updateTable('offline_attendance_codes')
      .set({ expires_at: 1 })
      .where('code', '=', old.code)
      .execute();
    await offlineTrainingRepositories(test.db).attendance.deleteExpiredCodes(
      Date.now() - 3_600_000,
    );
    expect(await scan(first, old.code)).toEqual({
      code: ErrorCode.ATTENDANCE_CODE_INVALID,
      body: null,
    });
    expect((await scan(first, fresh.code)).code).toBe('200');
  });

  it('counts one use when the same learner scans one code many times at once', async () => {
    const { trainer, first, offlineClass } = await classWorld();
    const sessionId = offlineClass.sessionIds[0]!;
    const { body: drawn } = await drawCode(trainer, sessionId);
    const { body: other } = await drawCode(trainer, sessionId);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => scan(first, drawn.code)),
      scan(first, other.code),
    ]);
    const sameCode = answers.slice(0, 6).map((answer) => answer.code);
    expect(sameCode.filter((code) => code === '200')).toHaveLength(1);
    expect(sameCode.filter((code) => code === ErrorCode.ATTENDANCE_CODE_USED)).toHaveLength(5);
    expect(answers[6]!.code).toBe('200');
    const rows = await test.db
      .selectFrom('offline_attendance')
      .selectAll()
      .where('session_id', '=', sessionId)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('homework and grading', () => {
  it('hands in text and own files, again until graded, and refuses empty, foreign files and late work', async () => {
    const { first, second, offlineClass } = await classWorld({
      homeworks: [{}, { endInMinutes: -1 }],
    });
    const [homeworkId, lateId] = offlineClass.homeworkIds as [string, string];
    expect(await post(first, '/homework/submit', { homeworkId, content: '  ', files: [] })).toEqual(
      { code: ErrorCode.REQUIRED_FIELD_EMPTY, body: { field: 'content' } },
    );
    const othersFile = await upload(second);
    expect(
      await post(first, '/homework/submit', {
        homeworkId,
        files: [{ url: othersFile, name: 'routes.png' }],
      }),
    ).toEqual({ code: ErrorCode.ANSWER_QUESTION_INFO_WRONG, body: null });
    expect(await post(first, '/homework/submit', { homeworkId: lateId, content: 'x' })).toEqual({
      code: ErrorCode.HOMEWORK_CLOSED,
      body: null,
    });
    expect(await post(await learner(), '/homework/submit', { homeworkId, content: 'x' })).toEqual({
      code: ErrorCode.HOMEWORK_NOT_FOUND,
      body: null,
    });

    const file = await upload(first);
    const handedIn = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId,
      content: 'Two exits',
      files: [{ url: file, name: 'renamed.png' }],
    });
    expect(handedIn.code).toBe('200');
    expect(handedIn.body).toMatchObject({
      content: 'Two exits',
      files: [{ url: file, name: 'routes.png' }],
      submitCount: 1,
      score: null,
    });
    const again = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId,
      content: 'Three exits',
    });
    expect(again.body).toMatchObject({
      submissionId: handedIn.body.submissionId,
      submitCount: 2,
      files: [],
    });
    const detail = await get<THomeworkDetail>(first, '/homework/detail', { homeworkId });
    expect(detail.body).toMatchObject({ status: 'submitted', canSubmit: true });
    expect(detail.body.submission?.content).toBe('Three exits');
  });

  it('lets the mentor or an administrator grade once, and shows the learner the result', async () => {
    const { first, second, mentor, offlineClass } = await classWorld({
      homeworks: [{ fullScore: 100, passScore: 60 }],
    });
    const homeworkId = offlineClass.homeworkIds[0]!;
    const { body: handedIn } = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId,
      content: 'Two exits',
    });
    const submissionId = handedIn.submissionId;
    // Another learner, even of the class, neither reads nor grades it.
    expect(await get(second, '/homework/gradeDetail', { submissionId })).toEqual({
      code: ErrorCode.HOMEWORK_NOT_FOUND,
      body: null,
    });
    expect(await post(second, '/teamStu/grade', { submissionId, score: 90 })).toEqual({
      code: ErrorCode.HOMEWORK_NOT_FOUND,
      body: null,
    });
    const toGrade = await get<TGetTeamHomeworkResponse>(mentor, '/teamStu/homework');
    expect(toGrade.body.list.map((row) => row.submissionId)).toEqual([submissionId]);
    const before = await get<THomeworkGradeDetail>(mentor, '/homework/gradeDetail', {
      submissionId,
    });
    expect(before.body.canGrade).toBe(true);
    expect(await post(mentor, '/teamStu/grade', { submissionId, score: 101 })).toEqual({
      code: ErrorCode.SCORE_OUT_OF_RANGE,
      body: 100,
    });
    const graded = await post<THomeworkSubmission>(mentor, '/teamStu/grade', {
      submissionId,
      score: 85,
      comment: 'Clear routes',
    });
    expect(graded.body).toMatchObject({ score: 85, passed: true, comment: 'Clear routes' });
    expect(await post(mentor, '/teamStu/grade', { submissionId, score: 10 })).toEqual({
      code: ErrorCode.HOMEWORK_ALREADY_GRADED,
      body: null,
    });
    expect(await post(first, '/homework/submit', { homeworkId, content: 'Later' })).toEqual({
      code: ErrorCode.HOMEWORK_ALREADY_GRADED,
      body: null,
    });
    const results = await get<TGetHomeworkResultsResponse>(first, '/homework/results');
    expect(results.body.list[0]).toMatchObject({ status: 'graded', score: 85, passed: true });
    const mine = await get<THomeworkGradeDetail>(first, '/homework/gradeDetail', { submissionId });
    expect(mine.body).toMatchObject({
      canGrade: false,
      submission: { score: 85, comment: 'Clear routes' },
    });
    const graded2 = await get<TGetTeamHomeworkResponse>(mentor, '/teamStu/homework', {
      status: 'graded',
    });
    expect(graded2.body.total).toBe(1);
  });

  it('grades once when the mentor and an administrator grade at the same moment', async () => {
    const { first, mentor, offlineClass } = await classWorld({ homeworks: [{}] });
    const { body: handedIn } = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId: offlineClass.homeworkIds[0]!,
      content: 'Mine',
    });
    const administrator = await admin();
    const answers = await Promise.all([
      post(mentor, '/teamStu/grade', { submissionId: handedIn.submissionId, score: 70 }),
      post(administrator, '/teamStu/grade', { submissionId: handedIn.submissionId, score: 40 }),
      post(mentor, '/teamStu/grade', { submissionId: handedIn.submissionId, score: 90 }),
    ]);
    expect(answers.filter((answer) => answer.code === '200')).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.code === ErrorCode.HOMEWORK_ALREADY_GRADED),
    ).toHaveLength(2);
  });
});

describe('completion, credits, the mentor view and structured learning', () => {
  it('completes a class once every session is attended and every homework passed, crediting once', async () => {
    const { trainer, first, mentor, offlineClass } = await classWorld({
      credit: 5,
      homeworks: [{ passScore: 60 }],
    });
    const sessionId = offlineClass.sessionIds[0]!;
    const homeworkId = offlineClass.homeworkIds[0]!;
    const tasks = offlineLearningTasks(test.db);
    const state = async () =>
      (await tasks.statesOf(tenant.id, first.member.id, [offlineClass.id])).get(offlineClass.id);

    expect((await scan(first, (await drawCode(trainer, sessionId)).body.code)).code).toBe('200');
    expect(
      (await scan(first, (await drawCode(trainer, sessionId, 'signOut')).body.code)).code,
    ).toBe('200');
    expect(await state()).toMatchObject({ done: false, percent: 50 });

    const { body: handedIn } = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId,
      content: 'Mine',
    });
    expect(
      (await post(mentor, '/teamStu/grade', { submissionId: handedIn.submissionId, score: 60 }))
        .code,
    ).toBe('200');
    expect(await state()).toMatchObject({ done: true, percent: 100 });
    const detail = await get<TOfflineClassDetail>(first, '/offline/class/detail', {
      classId: offlineClass.id,
    });
    expect(detail.body).toMatchObject({ progress: 100, attendedCount: 1, passedHomeworkCount: 1 });
    expect(detail.body.completedAt).not.toBeNull();

    const entry = await creditLedger(test.db).entryOf(
      tenant.id,
      first.member.id,
      `offline-class:${offlineClass.id}`,
    );
    expect(entry).toMatchObject({ amount: 5, biz_type: CreditBizType.OFFLINE_CLASS });
    // Another sign-out later changes nothing.
    expect(
      (await scan(first, (await drawCode(trainer, sessionId, 'signOut')).body.code)).code,
    ).toBe('200');
    expect(await creditLedger(test.db).total(tenant.id, first.member.id)).toBe(5);

    const codes = await tasks.idsOfCodes(tenant.id, ['nope']);
    expect(codes.size).toBe(0);

    const team = await get<TGetTeamMembersResponse>(mentor, '/teamStu/members');
    expect(team.body.list).toEqual([
      expect.objectContaining({
        memberId: first.member.id,
        classCount: 1,
        completedClassCount: 1,
        progress: 100,
        sessionCount: 1,
        attendedCount: 1,
        homeworkCount: 1,
        submittedCount: 1,
        gradedCount: 1,
        toGradeCount: 0,
      }),
    ]);
    // A learner without mentees has an empty team.
    expect((await get(first, '/teamStu/members')).body).toEqual({ list: [] });
  });

  it('a failing grade leaves the class open', async () => {
    const { trainer, first, mentor, offlineClass } = await classWorld({ homeworks: [{}] });
    const sessionId = offlineClass.sessionIds[0]!;
    await scan(first, (await drawCode(trainer, sessionId)).body.code);
    await scan(first, (await drawCode(trainer, sessionId, 'signOut')).body.code);
    const { body: handedIn } = await post<THomeworkSubmission>(first, '/homework/submit', {
      homeworkId: offlineClass.homeworkIds[0]!,
      content: 'Mine',
    });
    const graded = await post<THomeworkSubmission>(mentor, '/teamStu/grade', {
      submissionId: handedIn.submissionId,
      score: 59,
    });
    expect(graded.body.passed).toBe(false);
    const detail = await get<TOfflineClassDetail>(first, '/offline/class/detail', {
      classId: offlineClass.id,
    });
    expect(detail.body).toMatchObject({ completedAt: null, progress: 50 });
  });

  it('opens the class exam (invitationType 8) to the class’s learners only', async () => {
    const { paper } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.SINGLE_CHOICE],
      {
        isPublic: false,
      },
    );
    const { first, offlineClass } = await classWorld({ examPaperId: paper.id });
    const detail = await get<TOfflineClassDetail>(first, '/offline/class/detail', {
      classId: offlineClass.id,
    });
    expect(detail.body.exam).toEqual({ paperId: paper.id, name: expect.any(String) });
    expect((await startExam(test.app, first.token, paper.id)).code).toBe('200');
    const stranger = await createMember(test.db, tenant);
    expect((await startExam(test.app, await login(test.app, stranger), paper.id)).code).toBe(
      ErrorCode.NOT_INVITED,
    );
  });
});
