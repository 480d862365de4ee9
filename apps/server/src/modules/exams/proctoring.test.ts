import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ExamNotificationType } from '@lectern/contracts/common/realtime';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TGetAdminProctoringExamineesResponse } from '@lectern/contracts/exams/get-admin-proctoring-examinees';
import type { TGetExamPreviewResponse } from '@lectern/contracts/exams/get-exam-preview';
import type { TPostAdminProctoringExtendResponse } from '@lectern/contracts/exams/post-admin-proctoring-extend';
import {
  DEVICE_CHECK_VALID_MS,
  type TPostProctoringCheckResponse,
} from '@lectern/contracts/exams/post-proctoring-check';
import type { TPostProctoringEventResponse } from '@lectern/contracts/exams/post-proctoring-event';
import { MAX_RECORDING_CHUNKS } from '@lectern/contracts/exams/post-proctoring-recording';
import type { z } from 'zod';
import type { ZProctoringRule } from '@lectern/contracts/exams/proctoring';
import {
  createPaperWithQuestions,
  getAnswerSheet,
  startExam,
  startedSheet,
  submitSheet,
} from '../../test/exam-factories';
import { createMember, login, signedInLearner } from '../../test/factories';
import { listenForSockets, openSocket } from '../../test/realtime-socket';
import { samplePng } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { SubmitReason } from './answer-sheets.repository';

let test: TestApp;
let base: string;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
  base = await listenForSockets(test.app);
});
afterAll(() => test.close());

type Learner = Awaited<ReturnType<typeof signedInLearner>>;
type Rule = z.input<typeof ZProctoringRule>;

const STRICT: Rule = { camera: true, faceCheckSeconds: 3, compareIdPhoto: false, maxNoFace: 2 };

let eventNumber = 0;
const newEventId = () => `event-${Date.now()}-${(eventNumber += 1)}`;

const upload = async (learner: Learner, name = 'snapshot.png') => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(samplePng())]), name);
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization: learner.token },
    payload: data,
  });
  const envelope = response.json<{ code: string; body: string }>();
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const check = async (
  learner: Learner,
  paperId: string,
  passed: Partial<
    Record<'cameraPassed' | 'microphonePassed' | 'screenPassed' | 'phonePassed', boolean>
  > = {},
  snapshotUrl?: string | null,
) =>
  callApi<TPostProctoringCheckResponse>(test.app, {
    path: '/exam/proctoring/check',
    token: learner.token,
    body: {
      paperId,
      cameraPassed: true,
      microphonePassed: true,
      screenPassed: true,
      phonePassed: true,
      ...passed,
      snapshotUrl: snapshotUrl === undefined ? await upload(learner) : snapshotUrl,
    },
  }).then(({ envelope }) => envelope);

const report = (learner: Learner, answerSheetId: string, kind: string, eventId = newEventId()) =>
  callApi<TPostProctoringEventResponse>(test.app, {
    path: '/exam/proctoring/event',
    token: learner.token,
    body: { answerSheetId, eventId, kind, snapshotUrl: null, observedAt: Date.now() },
  }).then(({ envelope }) => envelope);

const sendChunk = (
  learner: Learner,
  fields: { answerSheetId: string; source: string; sequence: number },
  bytes = Buffer.from('webm-chunk-bytes'),
) => {
  const form = new FormData();
  form.append('answerSheetId', fields.answerSheetId);
  form.append('source', fields.source);
  form.append('sequence', String(fields.sequence));
  form.append('file', new Blob([new Uint8Array(bytes)]), 'chunk.webm');
  return test.app
    .inject({
      method: 'POST',
      url: '/h5/api/exam/proctoring/recording',
      headers: { authorization: learner.token },
      payload: form,
    })
    .then((response) => response.json<{ code: string; body: unknown }>());
};

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .select(['state', 'submit_reason', 'deadline_at'])
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

const eventRows = (sheetId: string) =>
  test.db
    .selectFrom('sheet_proctoring_events')
    .selectAll()
    .where('sheet_id', '=', sheetId)
    .execute();

/** A paper of two questions with this proctoring, and a learner of its tenant. */
const proctoredPaper = async (proctoring: Rule | null = STRICT, learner?: Learner) => {
  const who = learner ?? (await signedInLearner(test));
  const { paper } = await createPaperWithQuestions(
    test.db,
    who.tenant,
    [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
    proctoring ? { proctoring } : {},
  );
  return { learner: who, paper };
};

/** A learner answering a proctored paper, after a passed device check. */
const answering = async (proctoring: Rule = STRICT) => {
  const { learner, paper } = await proctoredPaper(proctoring);
  expect((await check(learner, paper.id)).body.passed).toBe(true);
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  return { learner, paper, sheetId };
};

const adminOf = async (learner: Learner) => {
  const member = await createMember(test.db, learner.tenant, { role: MemberRole.ADMIN });
  return { member, tenant: learner.tenant, token: await login(test.app, member) };
};

describe('the device check of a proctored paper (spec §2, §5)', () => {
  it('is shown on the preview and must pass before a new start, not before a continue', async () => {
    const { learner, paper } = await proctoredPaper();
    const preview = async () =>
      (
        await callApi<TGetExamPreviewResponse>(test.app, {
          path: '/exam/preview',
          token: learner.token,
          query: { paperId: paper.id },
        })
      ).envelope.body;
    const before = await preview();
    expect(before.proctoring).toMatchObject({
      rule: { camera: true, faceCheckSeconds: 3, maxNoFace: 2, compareIdPhoto: false },
      checkValidUntil: null,
      idPhotoUrl: null,
    });
    // The preview shows the device-check entry instead of a refusal.
    expect(before.blockedBy).toBeNull();
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe(
      ErrorCode.DEVICE_CHECK_REQUIRED,
    );

    // A failed check (no face held) leaves the start refused.
    const failed = await check(learner, paper.id, { cameraPassed: false });
    expect(failed).toEqual({ code: '200', body: { passed: false, validUntil: null } });
    expect((await startExam(test.app, learner.token, paper.id)).code).toBe(
      ErrorCode.DEVICE_CHECK_REQUIRED,
    );

    const startedAt = Date.now();
    const passed = await check(learner, paper.id, { microphonePassed: false });
    // The paper asks for the camera alone: the microphone does not count.
    expect(passed.body.passed).toBe(true);
    expect(passed.body.validUntil).toBeGreaterThanOrEqual(startedAt + DEVICE_CHECK_VALID_MS);
    expect((await preview()).proctoring?.checkValidUntil).toBe(passed.body.validUntil);
    const sheetId = await startedSheet(test.app, learner.token, paper.id);
    const sheet = await getAnswerSheet(test.app, learner.token, sheetId);
    expect(sheet.body.proctoring).toEqual({
      rule: expect.objectContaining({ maxNoFace: 2 }),
      standing: {
        counts: { noFace: 0, multipleFaces: 0, faceMismatch: 0, noise: 0 },
        limits: { noFace: 2, multipleFaces: null, faceMismatch: null, noise: null },
      },
      idPhotoUrl: null,
    });

    // The check runs out; continuing the sheet needs none.
    await test.db
      .updateTable('proctoring_checks')
      .set({ valid_until: Date.now() - 1 })
      .where('paper_id', '=', paper.id)
      .execute();
    expect((await startExam(test.app, learner.token, paper.id, true)).code).toBe('200');
  });

  it('passes only when every device the paper asks for passed, the camera with its snapshot', async () => {
    const { learner, paper } = await proctoredPaper({
      camera: true,
      microphone: true,
      screenRecording: true,
      phoneCamera: true,
    });
    expect((await check(learner, paper.id, { phonePassed: false })).body.passed).toBe(false);
    expect((await check(learner, paper.id, { screenPassed: false })).body.passed).toBe(false);
    expect((await check(learner, paper.id, { microphonePassed: false })).body.passed).toBe(false);
    expect((await check(learner, paper.id, {}, null)).body.passed).toBe(false);
    expect((await check(learner, paper.id)).body.passed).toBe(true);
  });

  it("refuses another learner's snapshot, and a paper that is not proctored", async () => {
    const { learner, paper } = await proctoredPaper();
    const other = await signedInLearner(test, learner.tenant);
    expect(await check(learner, paper.id, {}, await upload(other))).toEqual({
      code: ErrorCode.PROCTORING_SNAPSHOT_INVALID,
      body: null,
    });
    const plain = await proctoredPaper(null, learner);
    expect((await check(learner, plain.paper.id)).code).toBe(ErrorCode.EXAM_NOT_PROCTORED);
    expect((await startExam(test.app, learner.token, plain.paper.id)).code).toBe('200');
  });
});

describe('violations during a proctored exam (spec §4, §8)', () => {
  it('are counted once each and submit the sheet past the limit, telling the pages', async () => {
    const { learner, sheetId } = await answering();
    const page = await openSocket(`${base}/h5/api/ws`, learner.token);
    page.socket.send('1');
    expect(await page.next()).toBe('2');

    const snapshot = await upload(learner);
    const first = newEventId();
    const withSnapshot = await callApi<TPostProctoringEventResponse>(test.app, {
      path: '/exam/proctoring/event',
      token: learner.token,
      body: {
        answerSheetId: sheetId,
        eventId: first,
        kind: 'noFace',
        snapshotUrl: snapshot,
        observedAt: 1,
      },
    });
    expect(withSnapshot.envelope.body).toMatchObject({
      counts: { noFace: 1 },
      limits: { noFace: 2 },
      submitted: false,
    });
    // Sent again, the same report counts once.
    expect((await report(learner, sheetId, 'noFace', first)).body.counts.noFace).toBe(1);
    // Other kinds have no limit on this paper.
    expect((await report(learner, sheetId, 'multipleFaces')).body.submitted).toBe(false);
    expect((await report(learner, sheetId, 'noFace')).body).toMatchObject({
      counts: { noFace: 2 },
      submitted: false,
    });
    const last = newEventId();
    expect((await report(learner, sheetId, 'noFace', last)).body).toMatchObject({
      counts: { noFace: 3 },
      submitted: true,
    });
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: SubmitReason.PROCTORING,
    });
    expect(await page.nextJson()).toEqual({
      type: ExamNotificationType.SUBMITTED_BY_PROCTORING,
      answerSheetId: sheetId,
      reason: 'noFace',
    });
    const rows = await eventRows(sheetId);
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.event_id === first)?.snapshot_url).toBe(
      new URL(snapshot).pathname,
    );

    // The last report sent again answers as it was judged; a new one finds the sheet ended.
    expect((await report(learner, sheetId, 'noFace', last)).body.submitted).toBe(true);
    expect((await report(learner, sheetId, 'noFace')).code).toBe(
      ErrorCode.CHEATING_FORCED_SUBMISSION,
    );
    page.socket.close();
  });

  it('submit the sheet once when two reports pass the limit at the same time', async () => {
    const { learner, sheetId } = await answering({ ...STRICT, maxNoFace: 1 });
    expect((await report(learner, sheetId, 'noFace')).body.submitted).toBe(false);
    const [one, two] = await Promise.all([
      report(learner, sheetId, 'noFace'),
      report(learner, sheetId, 'noFace'),
    ]);
    // Each report is recorded and answers the submission, or, when it reached the server after
    // the other had ended the sheet, finds it ended (300336) like any later report.
    const answers = [one, two].map(({ code, body }) => (code === '200' ? body.submitted : code));
    for (const answer of answers) {
      expect([true, ErrorCode.CHEATING_FORCED_SUBMISSION]).toContain(answer);
    }
    expect(answers).toContain(true);
    expect(await eventRows(sheetId)).toHaveLength(1 + answers.filter((a) => a === true).length);
    const row = await sheetRow(sheetId);
    expect(row.submit_reason).toBe(SubmitReason.PROCTORING);
    expect(row.state).toBe(SheetState.JUDGED);
  });

  it("answer the catalogue's codes for another's sheet, an ended one, or one not proctored", async () => {
    const { learner, sheetId } = await answering();
    const neighbour = await signedInLearner(test, learner.tenant);
    expect((await report(neighbour, sheetId, 'noFace')).code).toBe(
      ErrorCode.ANSWER_SHEET_NOT_FOUND,
    );
    expect((await submitSheet(test.app, learner.token, sheetId)).code).toBe('200');
    expect((await report(learner, sheetId, 'noFace')).code).toBe(
      ErrorCode.EXAM_SUBMITTED_OR_DELETED,
    );
    const plain = await proctoredPaper(null, learner);
    const plainSheet = await startedSheet(test.app, learner.token, plain.paper.id);
    expect((await report(learner, plainSheet, 'noFace')).code).toBe(ErrorCode.EXAM_NOT_PROCTORED);
    expect((await getAnswerSheet(test.app, learner.token, plainSheet)).body.proctoring).toBeNull();
  });
});

describe('recordings of a proctored sheet (issue 21 point 6)', () => {
  it('keeps each chunk once as a private upload of the learner, within the limits', async () => {
    const { learner, sheetId } = await answering({ ...STRICT, screenRecording: true });
    const bytes = Buffer.from('a chunk of the desktop recording');
    expect(
      await sendChunk(learner, { answerSheetId: sheetId, source: 'screen', sequence: 0 }, bytes),
    ).toEqual({
      code: '200',
      body: { sequence: 0 },
    });
    // Sent again: the same chunk, stored once.
    expect(
      (await sendChunk(learner, { answerSheetId: sheetId, source: 'screen', sequence: 0 })).code,
    ).toBe('200');
    const chunks = await test.db
      .selectFrom('sheet_recordings')
      .innerJoin('uploads', 'uploads.id', 'sheet_recordings.upload_id')
      .select([
        'sheet_recordings.sequence',
        'uploads.visibility',
        'uploads.member_id',
        'uploads.original_name',
        'uploads.id',
      ])
      .where('sheet_recordings.sheet_id', '=', sheetId)
      .execute();
    expect(chunks).toEqual([
      {
        sequence: 0,
        visibility: 'member',
        member_id: learner.member.id,
        original_name: 'screen-0000.webm',
        id: expect.any(String),
      },
    ]);
    const path = `/h5/api/files/${chunks[0]!.id}/screen-0000.webm`;
    const own = await test.app.inject({ url: path, headers: { authorization: learner.token } });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const neighbour = await signedInLearner(test, learner.tenant);
    const refused = await test.app.inject({
      url: path,
      headers: { authorization: neighbour.token },
    });
    expect(refused.statusCode).toBe(404);
    // The tenant's administrator watches it.
    const admin = await adminOf(learner);
    const watched = await test.app.inject({ url: path, headers: { authorization: admin.token } });
    expect(watched.statusCode).toBe(200);

    expect(
      await sendChunk(learner, { answerSheetId: sheetId, source: 'phone', sequence: 0 }),
    ).toEqual({
      code: ErrorCode.RECORDING_NOT_ASKED,
      body: null,
    });
    expect(
      (
        await sendChunk(learner, {
          answerSheetId: sheetId,
          source: 'screen',
          sequence: MAX_RECORDING_CHUNKS,
        })
      ).code,
    ).toBe(ErrorCode.RECORDING_LIMIT_REACHED);
    expect(
      (await sendChunk(neighbour, { answerSheetId: sheetId, source: 'screen', sequence: 1 })).code,
    ).toBe(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    expect(
      (await sendChunk(learner, { answerSheetId: sheetId, source: 'tape', sequence: 1 })).code,
    ).toBe(ErrorCode.REQUIRED_PARAMETER_EMPTY);
  });
});

describe('the ID photo the face checks compare with', () => {
  it("is the administrator's photo of the learner, on the sheet and by its own call", async () => {
    const { learner, sheetId } = await answering({ ...STRICT, compareIdPhoto: true });
    const url = '/h5/api/files/id-photo/id.png';
    await test.db
      .updateTable('members')
      .set({ id_photo: url })
      .where('id', '=', learner.member.id)
      .execute();
    const idPhoto = await callApi<{ url: string | null }>(test.app, {
      path: '/exam/proctoring/idPhoto',
      token: learner.token,
      query: { answerSheetId: sheetId },
    });
    expect(idPhoto.envelope).toEqual({ code: '200', body: { url } });
    expect(
      (await getAnswerSheet(test.app, learner.token, sheetId)).body.proctoring?.idPhotoUrl,
    ).toBe(url);
    const neighbour = await signedInLearner(test, learner.tenant);
    const theirs = await callApi(test.app, {
      path: '/exam/proctoring/idPhoto',
      token: neighbour.token,
      query: { answerSheetId: sheetId },
    });
    expect(theirs.envelope.code).toBe(ErrorCode.ANSWER_SHEET_NOT_FOUND);
  });
});

describe("the proctors' API (issue 21 point 7)", () => {
  it('lists the examinees answering now with their counts, snapshots and connection', async () => {
    const { learner, paper, sheetId } = await answering();
    const snapshot = await upload(learner);
    await callApi(test.app, {
      path: '/exam/proctoring/event',
      token: learner.token,
      body: {
        answerSheetId: sheetId,
        eventId: newEventId(),
        kind: 'multipleFaces',
        snapshotUrl: snapshot,
        observedAt: 42,
      },
    });
    const page = await openSocket(`${base}/h5/api/ws`, learner.token);
    page.socket.send('1');
    expect(await page.next()).toBe('2');
    const admin = await adminOf(learner);
    const list = await callApi<TGetAdminProctoringExamineesResponse>(test.app, {
      path: '/admin/exam/proctoring/examinees',
      token: admin.token,
      query: { paperId: paper.id },
    });
    expect(list.envelope.code).toBe('200');
    expect(list.envelope.body).toEqual([
      expect.objectContaining({
        answerSheetId: sheetId,
        userId: learner.member.id,
        userCode: learner.member.userCode,
        connected: true,
        counts: { noFace: 0, multipleFaces: 1, faceMismatch: 0, noise: 0 },
        latestSnapshots: [
          { kind: 'multipleFaces', url: new URL(snapshot).pathname, observedAt: 42 },
        ],
        deviceCheckSnapshotUrl: expect.stringMatching(/^\/h5\/api\/files\//),
      }),
    ]);
    // The snapshot is the administrator's to download.
    const served = await test.app.inject({
      url: new URL(snapshot).pathname,
      headers: { authorization: admin.token },
    });
    expect(served.statusCode).toBe(200);
    // A learner is no proctor; another tenant's administrator sees nobody.
    const asLearner = await callApi(test.app, {
      path: '/admin/exam/proctoring/examinees',
      token: learner.token,
      query: { paperId: paper.id },
    });
    expect(asLearner.envelope).toEqual({ code: ErrorCode.NOT_ADMINISTRATOR, body: null });
    const outsider = await adminOf(await signedInLearner(test));
    const elsewhere = await callApi(test.app, {
      path: '/admin/exam/proctoring/examinees',
      token: outsider.token,
      query: { paperId: paper.id },
    });
    expect(elsewhere.envelope).toEqual({ code: '200', body: [] });
    page.socket.close();
  });

  it('sends a message, extends the time and force-submits, each pushed to the pages', async () => {
    const { learner, sheetId } = await answering();
    const page = await openSocket(`${base}/h5/api/ws`, learner.token);
    page.socket.send('1');
    expect(await page.next()).toBe('2');
    const admin = await adminOf(learner);
    const call = <T>(path: string, body: unknown, token = admin.token) =>
      callApi<T>(test.app, { path, token, body }).then(({ envelope }) => envelope);

    const message = await call<{ sentAt: number }>('/admin/exam/proctoring/message', {
      answerSheetId: sheetId,
      text: 'Please face the camera',
    });
    expect(message.code).toBe('200');
    expect(await page.nextJson()).toEqual({
      type: ExamNotificationType.MESSAGE,
      answerSheetId: sheetId,
      text: 'Please face the camera',
      sentAt: message.body.sentAt,
    });

    const { deadline_at: deadline } = await sheetRow(sheetId);
    const extended = await call<TPostAdminProctoringExtendResponse>(
      '/admin/exam/proctoring/extend',
      {
        answerSheetId: sheetId,
        minutes: 15,
      },
    );
    const endTime = Number(deadline) + 15 * 60_000;
    expect(extended).toEqual({ code: '200', body: { answerSheetId: sheetId, endTime } });
    expect(Number((await sheetRow(sheetId)).deadline_at)).toBe(endTime);
    expect((await getAnswerSheet(test.app, learner.token, sheetId)).body.deadline).toBe(endTime);
    expect(await page.nextJson()).toEqual({
      type: ExamNotificationType.TIME_EXTENDED,
      answerSheetId: sheetId,
      endTime,
    });

    // Another tenant's administrator: the sheet answers like a missing one.
    const outsider = await adminOf(await signedInLearner(test));
    expect(
      (await call('/admin/exam/proctoring/submit', { answerSheetId: sheetId }, outsider.token))
        .code,
    ).toBe(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    expect(await call('/admin/exam/proctoring/submit', { answerSheetId: sheetId })).toEqual({
      code: '200',
      body: { answerSheetId: sheetId, state: SheetState.JUDGED },
    });
    expect(await page.nextJson()).toEqual({
      type: ExamNotificationType.SUBMITTED_BY_ADMIN,
      answerSheetId: sheetId,
    });
    expect((await sheetRow(sheetId)).submit_reason).toBe(SubmitReason.ADMIN);
    for (const path of ['/admin/exam/proctoring/submit', '/admin/exam/proctoring/message']) {
      expect((await call(path, { answerSheetId: sheetId, text: 'late' })).code).toBe(
        ErrorCode.EXAMINEE_SHEET_CLOSED,
      );
    }
    page.socket.close();
  });

  it('cannot extend a sheet without a time limit', async () => {
    const { learner, paper } = await proctoredPaper();
    await test.db
      .updateTable('papers')
      .set({ duration_minutes: null })
      .where('id', '=', paper.id)
      .execute();
    await check(learner, paper.id);
    const sheetId = await startedSheet(test.app, learner.token, paper.id);
    const admin = await adminOf(learner);
    const answer = await callApi(test.app, {
      path: '/admin/exam/proctoring/extend',
      token: admin.token,
      body: { answerSheetId: sheetId, minutes: 5 },
    });
    expect(answer.envelope).toEqual({ code: ErrorCode.SHEET_HAS_NO_DEADLINE, body: null });
  });
});
