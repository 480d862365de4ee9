import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreditBizType, MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TCourseRun } from '@lectern/contracts/courses/courses';
import type { TGetCourseClassifyResponse } from '@lectern/contracts/courses/get-course-classify';
import type { TGetCourseCommentsResponse } from '@lectern/contracts/courses/get-course-comments';
import type { TGetCourseDetailResponse } from '@lectern/contracts/courses/get-course-detail';
import type { TGetCourseListResponse } from '@lectern/contracts/courses/get-course-list';
import type { TGetCourseNotesResponse } from '@lectern/contracts/courses/get-course-notes';
import type { TGetCoursewareListResponse } from '@lectern/contracts/courses/get-courseware-list';
import type { TGetLearnRecordResponse } from '@lectern/contracts/courses/get-learn-record';
import type { TGetAdminCourseCompletionResponse } from '@lectern/contracts/courses/get-admin-course-completion';
import type { TJudgedQuizAnswer } from '@lectern/contracts/courses/post-answer-courseware-quiz';
import type { TPostCoursewareHeartbeatResponse } from '@lectern/contracts/courses/post-courseware-heartbeat';
import type { TPostScormCommitResponse } from '@lectern/contracts/courses/post-scorm-commit';
import type { TCoursewareSession } from '@lectern/contracts/courses/post-start-courseware';
import { creditLedger } from '../../platform/credits/credit-ledger';
import {
  addCourseQuiz,
  commitScorm,
  createCourse,
  createCourseClassification,
  sendHeartbeat,
  startCourse,
  startCourseware,
  type CourseFields,
} from '../../test/course-factories';
import {
  createPaperWithQuestions,
  createQuestion,
  createQuestionBank,
  startExam,
} from '../../test/exam-factories';
import {
  createMember,
  createTenant,
  login,
  signedInLearner,
  type TestTenant,
} from '../../test/factories';
import { samplePng } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

const courseTenant = (fields: Parameters<typeof createTenant>[1] = {}) =>
  createTenant(test.db, { edition: Edition.ALL_IN_ONE, modules: [Module.COURSES], ...fields });

beforeAll(async () => {
  // Course content is read afresh on every call: tests change it under the app.
  test = await buildTestApp({ paperCacheMs: 0 });
  tenant = await courseTenant();
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

type Learner = Awaited<ReturnType<typeof signedInLearner>>;
const learner = (learnerTenant = tenant) => signedInLearner(test, learnerTenant);
const course = (fields: CourseFields = {}, courseTenantOf = tenant) =>
  createCourse(test.db, courseTenantOf, fields);

/** The clock of the app, moved by hand (heartbeats are credited by the server's clock). */
const clock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  let now = Date.now();
  return {
    advance: (seconds: number) => {
      now += seconds * 1000;
      vi.setSystemTime(now);
    },
  };
};

const code = async (call: Promise<{ envelope: { code: string } }>) => (await call).envelope.code;

const upload = async (who: Learner, name = 'signature.png') => {
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

const beat = async (
  who: Learner,
  coursewareId: string,
  seq: number,
  phase: 'start' | 'tick' | 'stop',
  fields: { position?: number; elapsedSeconds?: number } = {},
) => {
  const { envelope } = await sendHeartbeat(test.app, who.token, {
    coursewareId,
    seq,
    phase,
    ...fields,
  });
  return envelope as { code: string; body: TPostCoursewareHeartbeatResponse };
};

/** Learns a media courseware to its end: a start and ticks of 15 s past its completing seconds. */
const learnThrough = async (
  who: Learner,
  coursewareId: string,
  time: ReturnType<typeof clock>,
  ticks = 3,
  firstSeq = 1,
) => {
  expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
  expect((await beat(who, coursewareId, firstSeq, 'start')).code).toBe('200');
  let last;
  for (let index = 1; index <= ticks; index += 1) {
    time.advance(15);
    last = await beat(who, coursewareId, firstSeq + index, 'tick');
    expect(last.code).toBe('200');
  }
  return last!.body;
};

const detail = async (who: Learner, courseId: string) =>
  (
    await callApi<TGetCourseDetailResponse>(test.app, {
      path: '/course/detail',
      token: who.token,
      query: { courseId },
    })
  ).envelope;

const admin = async (adminTenant = tenant) => {
  const member = await createMember(test.db, adminTenant, { role: MemberRole.ADMIN });
  return { member, token: await login(test.app, member) };
};

describe('course gating', () => {
  it('answers 300601 off the all-in-one edition and 408 without the module', async () => {
    const examTenant = await createTenant(test.db, {
      edition: Edition.EXAM,
      modules: [Module.COURSES],
    });
    const noModule = await createTenant(test.db, { edition: Edition.ALL_IN_ONE, modules: [] });
    const examLearner = await learner(examTenant);
    const moduleless = await learner(noModule);
    expect(await code(callApi(test.app, { path: '/course/list', token: examLearner.token }))).toBe(
      ErrorCode.LEARNING_REQUIRES_ALL_IN_ONE_EDITION,
    );
    expect(await code(callApi(test.app, { path: '/course/list', token: moduleless.token }))).toBe(
      ErrorCode.MODULE_NOT_ENABLED,
    );
  });
});

describe('the course catalogue', () => {
  it('lists open courses by classification, name and the learner’s own, with their figures', async () => {
    const listTenant = await courseTenant();
    const safety = await createCourseClassification(test.db, listTenant, { name: 'Safety' });
    const fire = await createCourseClassification(test.db, listTenant, { parent: safety });
    const fireCourse = await course(
      {
        name: 'Fire drills 100%',
        classification: fire,
        coursewares: [{ durationSeconds: 120 }, { kind: 'pdf', pageCount: 3, fileUrl: '/a.pdf' }],
      },
      listTenant,
    );
    const other = await course({ name: 'Hygiene' }, listTenant);
    await course({ name: 'Later', openTime: Date.now() + 3_600_000 }, listTenant);
    const who = await learner(listTenant);
    const list = async (query: Record<string, string>) => {
      const { envelope } = await callApi<TGetCourseListResponse>(test.app, {
        path: '/course/list',
        token: who.token,
        query,
      });
      expect(envelope.code).toBe('200');
      return envelope.body;
    };

    expect((await list({})).list.map(({ courseId }) => courseId).sort()).toEqual(
      [fireCourse.id, other.id].sort(),
    );
    const underSafety = await list({ classifyPath: safety.path });
    expect(underSafety.list).toEqual([
      expect.objectContaining({
        courseId: fireCourse.id,
        classifyName: fire.name,
        coursewareCount: 2,
        totalDurationSeconds: 120,
        learnedCount: 0,
        progress: 0,
        finished: false,
        favourite: false,
      }),
    ]);
    expect((await list({ keyword: '%' })).list.map(({ courseId }) => courseId)).toEqual([
      fireCourse.id,
    ]);
    expect((await list({ mine: 'true' })).total).toBe(0);
    expect(await code(startCourse(test.app, who.token, other.id))).toBe('200');
    expect((await list({ mine: 'true' })).list).toEqual([
      expect.objectContaining({ courseId: other.id, learnedCount: 1 }),
    ]);

    const { envelope: tree } = await callApi<TGetCourseClassifyResponse>(test.app, {
      path: '/course/classify',
      token: who.token,
    });
    expect(tree.body[0]!.children).toEqual([
      expect.objectContaining({
        name: 'Safety',
        children: [expect.objectContaining({ classifyPath: fire.path })],
      }),
    ]);
  });

  it('shows a course’s rules, courseware and run, counts clicks, and hides unknown ones', async () => {
    const shown = await course({
      credit: 5,
      inOrder: true,
      attemptsAllowed: 2,
      completionSignature: true,
      coursewares: [{}, { kind: 'richText', html: '<p>Read me</p>', fileUrl: null }],
    });
    const who = await learner();
    const page = await detail(who, shown.id);
    expect(page.code).toBe('200');
    expect(page.body).toMatchObject({
      credit: 5,
      rules: { inOrder: true, attemptsAllowed: 2, completionSignature: true, faceCapture: false },
      run: null,
      redeemed: true,
      finalExam: null,
    });
    expect(page.body.coursewares.map(({ locked }) => locked)).toEqual([false, true]);
    const click = () =>
      callApi(test.app, { path: '/course/click', token: who.token, body: { courseId: shown.id } });
    await click();
    expect((await click()).envelope.body).toEqual({ clickCount: 2 });

    const later = await course({ openTime: Date.now() + 3_600_000 });
    const elsewhere = await course({}, await courseTenant());
    for (const courseId of [later.id, elsewhere.id, 'no-such-course']) {
      expect((await detail(who, courseId)).code).toBe(ErrorCode.COURSE_NOT_FOUND);
      expect(await code(startCourse(test.app, who.token, courseId))).toBe(
        ErrorCode.COURSE_NOT_FOUND,
      );
    }
    expect(await code(startCourseware(test.app, who.token, elsewhere.coursewares[0]!.id))).toBe(
      ErrorCode.COURSEWARE_NOT_FOUND,
    );
  });
});

describe('starting a course', () => {
  it('starts one run however often and concurrently it is asked', async () => {
    const started = await course();
    const who = await learner();
    const runs = await Promise.all(
      Array.from({ length: 8 }, () => startCourse(test.app, who.token, started.id)),
    );
    const ids = new Set(runs.map(({ envelope }) => (envelope.body as TCourseRun).runId));
    expect(ids.size).toBe(1);
    expect(runs[0]!.envelope.body).toMatchObject({
      runNo: 1,
      status: 0,
      progress: 0,
      attemptsUsed: 1,
    });
  });

  it('asks a priced course to be redeemed with credit, once, refusing a short credit', async () => {
    const priced = await course({ pointsPrice: 30 });
    const who = await learner();
    expect(await code(startCourse(test.app, who.token, priced.id))).toBe(
      ErrorCode.COURSE_NOT_REDEEMED,
    );
    expect(await code(startCourseware(test.app, who.token, priced.coursewares[0]!.id))).toBe(
      ErrorCode.COURSE_NOT_REDEEMED,
    );
    const redeem = () =>
      callApi(test.app, {
        path: '/course/redeem',
        token: who.token,
        body: { courseId: priced.id },
      });
    expect(await code(redeem())).toBe(ErrorCode.CREDIT_INSUFFICIENT);

    const ledger = creditLedger(test.db);
    await ledger.award({
      tenantId: tenant.id,
      memberId: who.member.id,
      source: 'test:grant',
      bizType: CreditBizType.ADD,
      bizName: 'Grant',
      amount: 50,
    });
    const redeemed = await Promise.all(Array.from({ length: 6 }, redeem));
    expect(redeemed.map(({ envelope }) => envelope.code)).toEqual(Array(6).fill('200'));
    expect(await ledger.total(tenant.id, who.member.id)).toBe(20);
    expect((await detail(who, priced.id)).body.redeemed).toBe(true);
    expect(await code(startCourse(test.app, who.token, priced.id))).toBe('200');

    // Two priced courses redeemed at once from a credit for one: one passes.
    const first = await course({ pointsPrice: 15 });
    const second = await course({ pointsPrice: 15 });
    const both = await Promise.all(
      [first, second].map((each) =>
        callApi(test.app, {
          path: '/course/redeem',
          token: who.token,
          body: { courseId: each.id },
        }),
      ),
    );
    expect(both.map(({ envelope }) => envelope.code).sort()).toEqual([
      '200',
      ErrorCode.CREDIT_INSUFFICIENT,
    ]);
    expect(await ledger.total(tenant.id, who.member.id)).toBe(5);
  });
});

describe('opening courseware (spec §4 rules)', () => {
  it('opens courseware in order, once per run, with its file', async () => {
    const ordered = await course({ inOrder: true, coursewares: [{}, {}] });
    const [first, second] = ordered.coursewares;
    const who = await learner();
    const time = clock();
    expect(await code(startCourseware(test.app, who.token, second!.id))).toBe(
      ErrorCode.COURSEWARE_ORDER_REQUIRED,
    );
    // A heartbeat on the locked one, never opened: the unfinished one before it.
    expect((await beat(who, second!.id, 1, 'start')).code).toBe(
      ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED,
    );
    const opened = await startCourseware(test.app, who.token, first!.id);
    expect(opened.envelope.body as TCoursewareSession).toMatchObject({
      kind: 'video',
      url: `/media/${first!.id}.mp4`,
      heartbeatSeconds: 15,
      playsLeft: null,
      progress: { learnedSeconds: 0, completedAt: null, seq: 0 },
    });
    await learnThrough(who, first!.id, time);
    expect(await code(startCourseware(test.app, who.token, first!.id))).toBe(
      ErrorCode.COMPLETED_COURSEWARE_NOT_RELEARNABLE,
    );
    expect(await code(startCourseware(test.app, who.token, second!.id))).toBe('200');
  });

  it('asks for the first signature and face comparison, and forbids learning after failures', async () => {
    const guarded = await course({ firstSignature: true, faceCapture: true });
    const coursewareId = guarded.coursewares[0]!.id;
    const who = await learner();
    const neighbour = await learner();
    // Face captures compare with the ID photo the administrator set, shown for such courses only.
    await test.db
      .updateTable('members')
      .set({ id_photo: '/h5/api/files/id-photo.jpg' })
      .where('id', '=', who.member.id)
      .execute();
    expect((await detail(who, guarded.id)).body).toMatchObject({
      idPhotoUrl: '/h5/api/files/id-photo.jpg',
    });
    expect((await detail(who, (await course()).id)).body).toMatchObject({ idPhotoUrl: null });
    expect(await code(startCourse(test.app, who.token, guarded.id))).toBe('200');
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.FIRST_SIGNATURE_NOT_DONE,
    );
    const sign = (imageUrl: string, moment = 'first') =>
      callApi<TCourseRun>(test.app, {
        path: '/course/sign',
        token: who.token,
        body: { courseId: guarded.id, moment, imageUrl },
      });
    // Another learner's upload is not the learner's signature.
    expect(await code(sign(await upload(neighbour)))).toBe(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    const signed = await sign(await upload(who));
    expect(signed.envelope.body.firstSignedAt).toEqual(expect.any(Number));
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.FIRST_FACE_COMPARISON_NOT_DONE,
    );
    const snapshotUrl = await upload(who, 'face.png');
    const face = (passed: boolean, moment = 'first') =>
      callApi<TCourseRun>(test.app, {
        path: '/course/face',
        token: who.token,
        body: { courseId: guarded.id, moment, passed, snapshotUrl },
      });
    expect(await code(face(false))).toBe(ErrorCode.FIRST_FACE_COMPARISON_FAILED);
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.FIRST_FACE_COMPARISON_FAILED,
    );
    expect(await code(face(true))).toBe('200');
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    expect((await face(false, 'during')).envelope.body).toMatchObject({ status: 0 });
    expect(await code(face(false, 'during'))).toBe(
      ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
    );
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
    );
    expect(await code(startCourse(test.app, who.token, guarded.id))).toBe(
      ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
    );
    expect((await beat(who, coursewareId, 1, 'start')).code).toBe(
      ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN,
    );

    // An administrator reviews the run: learning resumes.
    const reviewer = await admin();
    const runs = await callApi<TGetAdminCourseCompletionResponse>(test.app, {
      path: '/admin/courses/completion',
      token: reviewer.token,
      query: { courseId: guarded.id, status: '2', pageNum: '1', pageSize: '10' },
    });
    expect(runs.envelope.body.list).toEqual([
      expect.objectContaining({ memberId: who.member.id, status: 2, faceFailures: 3 }),
    ]);
    expect(
      await code(
        callApi(test.app, {
          path: '/admin/courses/review',
          token: who.token,
          body: { runId: runs.envelope.body.list[0]!.runId, allow: true },
        }),
      ),
    ).toBe(ErrorCode.NOT_ADMINISTRATOR);
    const reviewed = await callApi(test.app, {
      path: '/admin/courses/review',
      token: reviewer.token,
      body: { runId: runs.envelope.body.list[0]!.runId, allow: true },
    });
    expect(reviewed.envelope.body).toMatchObject({ status: 0, faceFailures: 0 });
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
  });

  it('counts plays of a limited media courseware and refuses a paused run', async () => {
    const limited = await course({ coursewares: [{ playsAllowed: 2 }] });
    const coursewareId = limited.coursewares[0]!.id;
    const who = await learner();
    const first = await startCourseware(test.app, who.token, coursewareId);
    expect((first.envelope.body as TCoursewareSession).playsLeft).toBe(1);
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.MEDIA_TRAFFIC_INSUFFICIENT,
    );

    const paused = await course();
    expect(await code(startCourse(test.app, who.token, paused.id))).toBe('200');
    await test.db
      .updateTable('course_runs')
      .set({ status: 1 })
      .where('member_id', '=', who.member.id)
      .where('course_id', '=', paused.id)
      .execute();
    expect(await code(startCourseware(test.app, who.token, paused.coursewares[0]!.id))).toBe(
      ErrorCode.LEARNING_PAUSED_OR_STOPPED,
    );
  });
});

describe('trusted heartbeats', () => {
  it('credits the real seconds, whatever the client claims', async () => {
    const media = await course({ coursewares: [{ completeSeconds: 600 }] });
    const coursewareId = media.coursewares[0]!.id;
    const who = await learner();
    const time = clock();
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    const started = await beat(who, coursewareId, 1, 'start', { elapsedSeconds: 3600 });
    expect(started.body.creditedSeconds).toBe(0);
    time.advance(15);
    // A client claiming an hour in one heartbeat is credited the 15 s that passed.
    expect(
      (await beat(who, coursewareId, 2, 'tick', { elapsedSeconds: 3600 })).body.creditedSeconds,
    ).toBe(15);
    time.advance(3);
    expect(
      (await beat(who, coursewareId, 3, 'tick', { elapsedSeconds: 3600 })).body.creditedSeconds,
    ).toBe(3);
    // Less than the time that passed when the client counted less activity.
    time.advance(15);
    expect(
      (await beat(who, coursewareId, 4, 'tick', { elapsedSeconds: 4 })).body.creditedSeconds,
    ).toBe(4);
    // Never more than a heartbeat and its grace, however long the gap.
    time.advance(600);
    const late = await beat(who, coursewareId, 5, 'stop', { elapsedSeconds: 600 });
    expect(late.body.creditedSeconds).toBe(20);
    // A stopped clock credits nothing until the next start.
    time.advance(15);
    expect((await beat(who, coursewareId, 6, 'tick')).body.creditedSeconds).toBe(0);
    time.advance(15);
    const resumed = await beat(who, coursewareId, 7, 'tick');
    expect(resumed.body.creditedSeconds).toBe(15);
    expect(resumed.body.progress.learnedSeconds).toBe(15 + 3 + 4 + 20 + 15);
  });

  it('answers a retried or older heartbeat with the current state and credits nothing', async () => {
    const media = await course({ coursewares: [{ completeSeconds: 600 }] });
    const coursewareId = media.coursewares[0]!.id;
    const who = await learner();
    const time = clock();
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    await beat(who, coursewareId, 1, 'start');
    time.advance(15);
    const ticked = await beat(who, coursewareId, 2, 'tick', { position: 15 });
    expect(ticked.body.creditedSeconds).toBe(15);
    time.advance(15);
    const retried = await beat(who, coursewareId, 2, 'tick', { position: 15 });
    expect(retried.code).toBe('200');
    expect(retried.body).toMatchObject({
      creditedSeconds: 0,
      progress: { learnedSeconds: 15, seq: 2 },
    });
    const older = await beat(who, coursewareId, 1, 'tick');
    expect(older.body).toMatchObject({
      creditedSeconds: 0,
      progress: { learnedSeconds: 15, seq: 2 },
    });
    // The clock runs on from the credited beat, not from the retry.
    const next = await beat(who, coursewareId, 3, 'tick', { elapsedSeconds: 20 });
    expect(next.body.creditedSeconds).toBe(15);
  });

  it('marks the pages of a document seen and completes it when all are seen for long enough', async () => {
    const document = await course({
      credit: 3,
      coursewares: [{ kind: 'pdf', pageCount: 2, completeSeconds: 4, fileUrl: '/a.pdf' }],
    });
    const coursewareId = document.coursewares[0]!.id;
    const who = await learner();
    const time = clock();
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    await beat(who, coursewareId, 1, 'start', { position: 1 });
    time.advance(1);
    // A page shown for a second is not seen.
    expect(
      (await beat(who, coursewareId, 2, 'tick', { position: 1 })).body.progress.pagesSeen,
    ).toEqual([]);
    time.advance(10);
    const firstPage = await beat(who, coursewareId, 3, 'tick', { position: 1 });
    expect(firstPage.body.progress).toMatchObject({ pagesSeen: [1], completedAt: null });
    time.advance(10);
    const done = await beat(who, coursewareId, 4, 'tick', { position: 2 });
    expect(done.body.progress).toMatchObject({ pagesSeen: [1, 2], progress: 100 });
    expect(done.body.progress.completedAt).toEqual(expect.any(Number));
    expect(done.body).toMatchObject({ courseCompleted: true, courseProgress: 100 });
    expect(await creditLedger(test.db).total(tenant.id, who.member.id)).toBe(3);
  });

  it('completes the course once, with one credit and one certificate, however many final heartbeats race', async () => {
    const racing = await course({ credit: 7, certificate: true });
    const coursewareId = racing.coursewares[0]!.id;
    const who = await learner();
    const time = clock();
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    await beat(who, coursewareId, 1, 'start');
    time.advance(15);
    await beat(who, coursewareId, 2, 'tick');
    time.advance(20);
    const finals = await Promise.all(
      Array.from({ length: 20 }, (_, index) => beat(who, coursewareId, 3 + index, 'tick')),
    );
    expect(
      finals.every(({ code: answer }) => answer === '200' || answer === ErrorCode.COURSE_COMPLETED),
    ).toBe(true);
    expect(finals.some(({ body }) => body?.courseCompleted)).toBe(true);
    const entries = await test.db
      .selectFrom('credit_entries')
      .selectAll()
      .where('member_id', '=', who.member.id)
      .execute();
    expect(entries).toEqual([
      expect.objectContaining({ biz_type: CreditBizType.ADD, biz_name: racing.name }),
    ]);
    expect(Number(entries[0]!.amount)).toBe(7);
    const run = await test.db
      .selectFrom('course_runs')
      .selectAll()
      .where('member_id', '=', who.member.id)
      .executeTakeFirstOrThrow();
    expect(Number(run.completed_count)).toBe(1);
    expect(entries[0]!.source).toBe(`course:${run.id}`);
    const certificates = await test.db
      .selectFrom('certificates')
      .select(['source', 'kind', 'title'])
      .where('member_id', '=', who.member.id)
      .execute();
    expect(certificates).toEqual([
      { source: `course:${run.id}`, kind: 'course', title: racing.name },
    ]);
    // A completed course cannot be continued.
    expect(await code(startCourse(test.app, who.token, racing.id))).toBe(
      ErrorCode.COURSE_COMPLETED,
    );
    expect((await beat(who, coursewareId, 100, 'tick')).code).toBe(ErrorCode.COURSE_COMPLETED);
    expect((await detail(who, racing.id)).body).toMatchObject({ finished: true, progress: 100 });
  });

  it('opens the final exam, a paper inviting no one, to the learners whose run opened it', async () => {
    const { paper } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.SINGLE_CHOICE],
      {
        isPublic: false,
      },
    );
    const final = await course({ finalPaperId: paper.id });
    const coursewareId = final.coursewares[0]!.id;
    const who = await learner();
    const outsider = await learner();
    const time = clock();
    expect((await startExam(test.app, who.token, paper.id)).code).toBe(ErrorCode.NOT_INVITED);
    await learnThrough(who, coursewareId, time, 2);
    expect((await detail(who, final.id)).body).toMatchObject({
      finished: true,
      finalExam: { examId: paper.id, open: true, passed: false },
    });
    expect((await startExam(test.app, who.token, paper.id)).code).toBe('200');
    expect((await startExam(test.app, outsider.token, paper.id)).code).toBe(ErrorCode.NOT_INVITED);
  });

  it('waits for the completion signature, then completes on it', async () => {
    const signed = await course({ completionSignature: true, credit: 2 });
    const coursewareId = signed.coursewares[0]!.id;
    const who = await learner();
    const time = clock();
    const sign = (moment: string) =>
      upload(who).then((imageUrl) =>
        callApi<TCourseRun>(test.app, {
          path: '/course/sign',
          token: who.token,
          body: { courseId: signed.id, moment, imageUrl },
        }),
      );
    expect(await code(startCourse(test.app, who.token, signed.id))).toBe('200');
    expect(await code(sign('completion'))).toBe(ErrorCode.PREVIOUS_COURSEWARE_UNFINISHED);
    const last = await learnThrough(who, coursewareId, time);
    expect(last).toMatchObject({
      courseCompleted: false,
      completionSignatureDue: true,
      courseProgress: 100,
    });
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.COMPLETION_SIGNATURE_NOT_DONE,
    );
    const completed = await sign('completion');
    expect(completed.envelope.body).toMatchObject({ progress: 100 });
    expect(completed.envelope.body.completedAt).toEqual(expect.any(Number));
    expect(await creditLedger(test.db).total(tenant.id, who.member.id)).toBe(2);
  });
});

describe('SCORM packages', () => {
  const scormCourse = () =>
    course({
      credit: 4,
      coursewares: [
        {
          kind: 'scorm',
          entry: 'index.html',
          scormVersion: '1.2',
          fileUrl: null,
          completeSeconds: 0,
        },
      ],
    });

  it('stores cmi data by seq and completes on a completed status, once', async () => {
    const package12 = await scormCourse();
    const coursewareId = package12.coursewares[0]!.id;
    const who = await learner();
    const opened = await startCourseware(test.app, who.token, coursewareId);
    expect(opened.envelope.body as TCoursewareSession).toMatchObject({
      url: `/h5/api/courseware/files/${coursewareId}/index.html`,
      scorm: { version: '1.2', cmi: null, seq: 0 },
    });
    const commit = (seq: number, status: string) =>
      commitScorm(test.app, who.token, {
        coursewareId,
        seq,
        cmi: { core: { lesson_status: status, score: { raw: '80' } }, suspend_data: `s${seq}` },
      });
    expect((await commit(1, 'incomplete')).envelope.body as TPostScormCommitResponse).toMatchObject(
      {
        courseCompleted: false,
      },
    );
    const commits = await Promise.all(
      Array.from({ length: 10 }, (_, index) => commit(2 + index, 'completed')),
    );
    // Those committed after the completion meet a completed course.
    const accepted = commits.flatMap(({ envelope }, index) =>
      envelope.code === '200' ? [2 + index] : [],
    );
    expect(
      commits.every(({ envelope }) => ['200', ErrorCode.COURSE_COMPLETED].includes(envelope.code)),
    ).toBe(true);
    expect(
      commits.some(({ envelope }) => (envelope.body as TPostScormCommitResponse).courseCompleted),
    ).toBe(true);
    expect(await creditLedger(test.db).total(tenant.id, who.member.id)).toBe(4);
    const stored = await test.db
      .selectFrom('scorm_data')
      .selectAll()
      .where('courseware_id', '=', coursewareId)
      .executeTakeFirstOrThrow();
    expect(Number(stored.seq)).toBe(Math.max(...accepted));
    expect(JSON.parse(stored.cmi)).toMatchObject({ suspend_data: `s${Math.max(...accepted)}` });
    expect(Number(stored.score)).toBe(80);
    // An older commit is not stored.
    expect(await code(commit(5, 'incomplete'))).toBe(ErrorCode.COURSE_COMPLETED);
  });

  it('refuses cmi data for other kinds and over the limit', async () => {
    const media = await course();
    const package12 = await scormCourse();
    const who = await learner();
    await startCourseware(test.app, who.token, package12.coursewares[0]!.id);
    expect(
      await code(
        commitScorm(test.app, who.token, {
          coursewareId: media.coursewares[0]!.id,
          seq: 1,
          cmi: {},
        }),
      ),
    ).toBe(ErrorCode.SCORM_DATA_REFUSED);
    expect(
      await code(
        commitScorm(test.app, who.token, {
          coursewareId: package12.coursewares[0]!.id,
          seq: 1,
          cmi: { suspend_data: 'x'.repeat(70_000) },
        }),
      ),
    ).toBe(ErrorCode.SCORM_DATA_REFUSED);
  });
});

describe('resets and attempts', () => {
  it('ends the run on reset, refuses the old one, and starts a fresh run within the attempts', async () => {
    const limited = await course({ attemptsAllowed: 2 });
    const coursewareId = limited.coursewares[0]!.id;
    const who = await learner();
    const resetter = await admin();
    const time = clock();
    const reset = () =>
      callApi(test.app, {
        path: '/admin/courses/reset',
        token: resetter.token,
        body: { courseId: limited.id, memberId: who.member.id },
      });
    expect(await code(reset())).toBe(ErrorCode.COURSE_RUN_NOT_FOUND);
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe('200');
    await beat(who, coursewareId, 1, 'start');
    time.advance(15);
    await beat(who, coursewareId, 2, 'tick');
    const ended = await reset();
    expect(ended.envelope.body).toMatchObject({ runNo: 1, learnedSeconds: 15 });

    time.advance(15);
    expect((await beat(who, coursewareId, 3, 'tick')).code).toBe(
      ErrorCode.COURSEWARE_PROGRESS_RESET,
    );
    expect(await code(startCourseware(test.app, who.token, coursewareId))).toBe(
      ErrorCode.COURSE_MUST_BE_RELEARNED,
    );
    const second = await startCourse(test.app, who.token, limited.id);
    expect(second.envelope.body).toMatchObject({ runNo: 2, learnedSeconds: 0, attemptsUsed: 2 });
    const reopened = await startCourseware(test.app, who.token, coursewareId);
    expect((reopened.envelope.body as TCoursewareSession).progress).toMatchObject({
      learnedSeconds: 0,
      seq: 0,
    });
    // The client's seq goes on rising: the new run takes it.
    expect((await beat(who, coursewareId, 4, 'start')).code).toBe('200');

    expect(await code(reset())).toBe('200');
    expect(await code(startCourse(test.app, who.token, limited.id))).toBe(
      ErrorCode.INSUFFICIENT_LEARNING_COUNT,
    );
  });
});

describe('quizzes, notes, comments, favourites and records', () => {
  it('judges a quiz answer once per run', async () => {
    const bank = await createQuestionBank(test.db, tenant);
    const question = await createQuestion(test.db, bank, QuestionType.SINGLE_CHOICE);
    const quizzed = await course();
    const courseware = quizzed.coursewares[0]!;
    const quizId = await addCourseQuiz(test.db, tenant, courseware, question.id);
    const who = await learner();
    const session = await startCourseware(test.app, who.token, courseware.id);
    expect((session.envelope.body as TCoursewareSession).quizzes).toEqual([
      { quizId, at: 10, answered: false },
    ]);
    const shown = await callApi<{ question: { questionId: string } }>(test.app, {
      path: '/courseware/quiz',
      token: who.token,
      query: { coursewareId: courseware.id, quizId },
    });
    expect(shown.envelope.body.question.questionId).toBe(question.id);
    // The question without its key.
    expect(Object.keys(shown.envelope.body).sort()).toEqual(['at', 'question', 'quizId']);
    const answer = (given: unknown) =>
      callApi<TJudgedQuizAnswer>(test.app, {
        path: '/courseware/quiz/answer',
        token: who.token,
        body: { coursewareId: courseware.id, quizId, answer: given },
      });
    const judged = await answer(question.rightAnswer);
    expect(judged.envelope.body).toMatchObject({ status: 'right', correct: true });
    expect((await answer(question.rightAnswer)).envelope.body).toMatchObject({ correct: true });
    expect(await code(answer(question.wrongAnswer))).toBe(ErrorCode.COURSE_QUIZ_NOT_FOUND);
    expect(
      await code(
        callApi(test.app, {
          path: '/courseware/quiz',
          token: who.token,
          query: { coursewareId: courseware.id, quizId: 'made-up-quiz' },
        }),
      ),
    ).toBe(ErrorCode.COURSE_QUIZ_NOT_FOUND);
  });

  it('keeps notes per learner, public ones shown to others', async () => {
    const noted = await course();
    const courseware = noted.coursewares[0]!;
    const who = await learner();
    const other = await learner();
    const save = (token: string, fields: Record<string, unknown>) =>
      callApi<{ noteId: string }>(test.app, {
        path: '/course/note/save',
        token,
        body: { coursewareId: courseware.id, content: 'Note', isPublic: false, at: 12, ...fields },
      });
    const mine = await save(who.token, { content: 'Private thought' });
    await save(who.token, { content: 'Shared tip', isPublic: true });
    expect(await code(save(who.token, { content: 'x'.repeat(2001) }))).toBe(
      ErrorCode.COURSE_TEXT_TOO_LONG,
    );
    expect(await code(save(other.token, { noteId: mine.envelope.body.noteId }))).toBe(
      ErrorCode.COURSE_NOTE_NOT_FOUND,
    );
    const notesOf = async (token: string, query: Record<string, string>) =>
      (
        await callApi<TGetCourseNotesResponse>(test.app, {
          path: '/course/notes',
          token,
          query: { pageNum: '1', pageSize: '10', ...query },
        })
      ).envelope.body;
    expect(
      (await notesOf(other.token, { coursewareId: courseware.id })).list.map(
        ({ content }) => content,
      ),
    ).toEqual(['Shared tip']);
    expect((await notesOf(who.token, { keyword: 'thought' })).list).toEqual([
      expect.objectContaining({
        content: 'Private thought',
        mine: true,
        coursewareName: courseware.name,
      }),
    ]);
    const remove = (token: string) =>
      callApi(test.app, {
        path: '/course/note/delete',
        token,
        body: { noteId: mine.envelope.body.noteId },
      });
    expect(await code(remove(other.token))).toBe(ErrorCode.COURSE_NOTE_NOT_FOUND);
    expect(await code(remove(who.token))).toBe('200');
  });

  it('takes one comment per learner on a started course, with the course’s score', async () => {
    const commented = await course();
    const who = await learner();
    const comment = (score: number, content = 'Good') =>
      callApi(test.app, {
        path: '/course/comment',
        token: who.token,
        body: { courseId: commented.id, content, score },
      });
    expect(await code(comment(5))).toBe(ErrorCode.LEARNING_RECORD_NOT_FOUND);
    await startCourse(test.app, who.token, commented.id);
    expect(await code(comment(5, 'x'.repeat(501)))).toBe(ErrorCode.COURSE_TEXT_TOO_LONG);
    await comment(5);
    await comment(3, 'Fair');
    const { envelope } = await callApi<TGetCourseCommentsResponse>(test.app, {
      path: '/course/comments',
      token: who.token,
      query: { courseId: commented.id, pageNum: '1', pageSize: '10' },
    });
    expect(envelope.body).toMatchObject({
      total: 1,
      commentInfo: { totalCount: 1, averageScore: 3, highScoreRate: 0 },
      list: [{ content: 'Fair', score: 3, mine: true }],
    });
  });

  it('stars courses and courseware, lists the resource library and the learning record', async () => {
    const starred = await course({
      name: 'Starred course',
      coursewares: [{}, { kind: 'picture', fileUrl: '/p.png', name: 'Poster' }],
    });
    const who = await learner();
    const time = clock();
    const star = (path: string, body: Record<string, unknown>) =>
      callApi(test.app, { path, token: who.token, body });
    await star('/course/favourite', { courseId: starred.id, favourite: true });
    await star('/course/favourite', { courseId: starred.id, favourite: true });
    await star('/courseware/favourite', {
      coursewareId: starred.coursewares[1]!.id,
      favourite: true,
    });
    const page = { pageNum: '1', pageSize: '10' };
    const favourites = await callApi<TGetCourseListResponse>(test.app, {
      path: '/course/favourites',
      token: who.token,
      query: page,
    });
    expect(favourites.envelope.body.list).toEqual([
      expect.objectContaining({ courseId: starred.id, favourite: true }),
    ]);
    const starredWare = await callApi<TGetCoursewareListResponse>(test.app, {
      path: '/courseware/favourites',
      token: who.token,
      query: page,
    });
    expect(starredWare.envelope.body.list).toEqual([
      expect.objectContaining({ name: 'Poster', courseName: 'Starred course', favourite: true }),
    ]);
    const resources = await callApi<TGetCoursewareListResponse>(test.app, {
      path: '/courseware/list',
      token: who.token,
      query: { ...page, group: 'resource', keyword: 'Poster' },
    });
    expect(resources.envelope.body.list.map(({ kind }) => kind)).toEqual(['picture']);
    // A video is no resource: nothing answers.
    const noResources = await callApi<TGetCoursewareListResponse>(test.app, {
      path: '/courseware/list',
      token: who.token,
      query: { ...page, group: 'resource', kind: 'video' },
    });
    expect(noResources.envelope.body).toEqual({ list: [], total: 0 });
    await star('/course/favourite', { courseId: starred.id, favourite: false });
    expect(
      (
        await callApi<TGetCourseListResponse>(test.app, {
          path: '/course/favourites',
          token: who.token,
          query: page,
        })
      ).envelope.body.total,
    ).toBe(0);

    await learnThrough(who, starred.coursewares[0]!.id, time, 5);
    const record = await callApi<TGetLearnRecordResponse>(test.app, {
      path: '/course/learnRecord',
      token: who.token,
      query: page,
    });
    expect(record.envelope.body).toMatchObject({
      totalMinutes: 1,
      list: [
        { courseId: starred.id, learnMinutes: 1, progress: 50, timesLearned: 1, finished: false },
      ],
    });
  });
});
