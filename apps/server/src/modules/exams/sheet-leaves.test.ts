import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TGetAdminPageLeavesResponse } from '@lectern/contracts/exams/get-admin-page-leaves';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import {
  LEAVE_GRACE_MS,
  PageLeaveOutcome,
  type TPostReportPageLeaveResponse,
} from '@lectern/contracts/exams/post-report-page-leave';
import {
  createPaperWithQuestions,
  getAnswerSheet,
  saveAnswers,
  setSheetDeadline,
  startedSheet,
  submitSheet,
  type PaperFields,
} from '../../test/exam-factories';
import { signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { SubmitReason } from './answer-sheets.repository';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const SECOND_MS = 1_000;
let leaveNumber = 0;
const newLeaveId = () => `leave-${Date.now()}-${(leaveNumber += 1)}`;

type Report = {
  leaveId: string;
  phase: 'left' | 'returned';
  durationMs?: number | null;
  kind?: 'visibility' | 'blur';
};

const report = (token: string, answerSheetId: string, sent: Report) =>
  callApi<TPostReportPageLeaveResponse>(test.app, {
    path: '/exam/leave',
    token,
    body: {
      answerSheetId,
      kind: sent.kind ?? 'visibility',
      durationMs: sent.durationMs ?? null,
      leaveId: sent.leaveId,
      phase: sent.phase,
    },
  }).then(({ envelope }) => envelope);

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .select(['state', 'submit_reason', 'leave_count', 'leave_violations', 'finished_at'])
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

const leaveRows = (sheetId: string) =>
  test.db.selectFrom('sheet_leaves').selectAll().where('sheet_id', '=', sheetId).execute();

/** A learner answering a 60-minute paper of two questions that watches leaves as given. */
const answering = async (fields: PaperFields = { leaveRule: {} }) => {
  const learner = await signedInLearner(test);
  const { paper, questions } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
    fields,
  );
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  const [first] = questions;
  if (!first) throw new Error('a question expected');
  /** A leave that began `ms` ago on the server's clock (its left report arrived then). */
  const leftAgo = async (ms: number, kind: 'visibility' | 'blur' = 'visibility') => {
    const leaveId = newLeaveId();
    expect((await report(learner.token, sheetId, { leaveId, phase: 'left', kind })).code).toBe(
      '200',
    );
    await test.db
      .updateTable('sheet_leaves')
      .set({ left_at: Date.now() - ms })
      .where('sheet_id', '=', sheetId)
      .where('leave_id', '=', leaveId)
      .execute();
    return leaveId;
  };
  /** A whole leave of `ms`, as the client measured it, its left report `ms` ago. */
  const leave = async (ms: number) => {
    const leaveId = await leftAgo(ms);
    return report(learner.token, sheetId, { leaveId, phase: 'returned', durationMs: ms });
  };
  return { ...learner, paper, sheetId, first, leftAgo, leave };
};

describe('the leave rule (spec §4)', () => {
  it('is off unless the paper watches leaves', async () => {
    const { token, sheetId } = await answering({});
    expect((await getAnswerSheet(test.app, token, sheetId)).body.leaveRule).toBeNull();
    expect(
      await report(token, sheetId, { leaveId: newLeaveId(), phase: 'returned', durationMs: 9_000 }),
    ).toEqual({ code: ErrorCode.EXAM_INFO_WRONG, body: null });
    expect(await leaveRows(sheetId)).toEqual([]);
  });

  it('opens the sheet with the paper’s rule and the leaves so far', async () => {
    const { token, sheetId, leave } = await answering({
      leaveRule: { returnSeconds: 20, maxLeaveSeconds: 90, maxLeaves: 5, maxViolations: 2 },
    });
    expect((await getAnswerSheet(test.app, token, sheetId)).body.leaveRule).toEqual({
      returnSeconds: 20,
      maxLeaveSeconds: 90,
      leaves: 0,
      leavesLeft: 5,
      violations: 0,
      violationsLeft: 2,
    });
    await leave(5 * SECOND_MS);
    expect((await getAnswerSheet(test.app, token, sheetId)).body.leaveRule).toMatchObject({
      leaves: 1,
      leavesLeft: 4,
    });
  });

  it('records a leave shorter than the grace without counting it', async () => {
    const { sheetId, leave } = await answering();
    const answer = await leave(LEAVE_GRACE_MS - 500);
    expect(answer.code).toBe('200');
    expect(answer.body.leave).toMatchObject({
      outcome: PageLeaveOutcome.GRACE,
      counted: false,
      violation: false,
      durationMs: LEAVE_GRACE_MS - 500,
    });
    expect(answer.body.leaves).toBe(0);
    expect(answer.body.submitted).toBe(false);
    expect(await leaveRows(sheetId)).toHaveLength(1);
    expect((await sheetRow(sheetId)).leave_count).toBe(0);
  });

  it('warns at the first leave, then counts a violation per leave not back within the countdown', async () => {
    const { sheetId, leave } = await answering({
      leaveRule: { returnSeconds: 30, maxViolations: 3 },
    });
    // The first leave is a warning however long it lasted below the limit.
    const first = await leave(60 * SECOND_MS);
    expect(first.body.leave.outcome).toBe(PageLeaveOutcome.WARNING);
    expect(first.body).toMatchObject({ leaves: 1, violations: 0, violationsLeft: 3 });

    const inTime = await leave(10 * SECOND_MS);
    expect(inTime.body.leave).toMatchObject({ outcome: PageLeaveOutcome.IN_TIME, counted: true });
    expect(inTime.body).toMatchObject({ leaves: 2, violations: 0, returnSeconds: 30 });

    const late = await leave(45 * SECOND_MS);
    expect(late.body.leave).toMatchObject({ outcome: PageLeaveOutcome.VIOLATION, violation: true });
    expect(late.body).toMatchObject({
      leaves: 3,
      violations: 1,
      violationsLeft: 2,
      submitted: false,
    });
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.ANSWERING,
      leave_count: 3,
      leave_violations: 1,
    });
  });

  it('never judges a leave longer than the server saw it last', async () => {
    const { token, sheetId, leftAgo } = await answering();
    const leaveId = await leftAgo(20 * SECOND_MS);
    // The client claims ten minutes: the server saw twenty seconds pass since the leave began
    // (and allows a request's delay on top).
    const answer = await report(token, sheetId, {
      leaveId,
      phase: 'returned',
      durationMs: 600 * SECOND_MS,
    });
    expect(answer.body.submitted).toBe(false);
    expect(answer.body.leave.durationMs).toBeGreaterThanOrEqual(20 * SECOND_MS);
    expect(answer.body.leave.durationMs).toBeLessThan(30 * SECOND_MS);
    expect(answer.body.leave.outcome).toBe(PageLeaveOutcome.WARNING);
  });

  it('lets a left report that arrived late shorten no leave', async () => {
    const { token, sheetId, leftAgo } = await answering();
    // The left report reached the server a second ago; the leave had begun three seconds ago.
    const leaveId = await leftAgo(SECOND_MS);
    const answer = await report(token, sheetId, {
      leaveId,
      phase: 'returned',
      durationMs: 3 * SECOND_MS,
    });
    expect(answer.body.leave).toMatchObject({
      durationMs: 3 * SECOND_MS,
      outcome: PageLeaveOutcome.WARNING,
    });
  });

  it('bounds a return whose left report never arrived by the sheet’s start', async () => {
    const { token, sheetId } = await answering();
    const answer = await report(token, sheetId, {
      leaveId: newLeaveId(),
      phase: 'returned',
      durationMs: 3_600 * SECOND_MS,
    });
    // The sheet started a moment ago: whatever the client says, the leave was not much longer.
    expect(answer.body.leave.durationMs).toBeLessThan(10 * SECOND_MS);
    expect(answer.body.submitted).toBe(false);
  });

  it('judges a return that arrives late, the network down, by the time the client measured', async () => {
    const { token, sheetId, leftAgo } = await answering({ leaveRule: { maxLeaveSeconds: 60 } });
    // The learner was back after 5 s, but the report reached the server ten minutes later.
    const leaveId = await leftAgo(600 * SECOND_MS);
    const answer = await report(token, sheetId, {
      leaveId,
      phase: 'returned',
      durationMs: 5 * SECOND_MS,
    });
    expect(answer.body.submitted).toBe(false);
    expect(answer.body.leave).toMatchObject({
      durationMs: 5 * SECOND_MS,
      outcome: PageLeaveOutcome.WARNING,
    });
    expect((await sheetRow(sheetId)).state).toBe(SheetState.ANSWERING);
  });

  it('submits the sheet for a single leave longer than the limit, answering 300336 after', async () => {
    const { token, sheetId, first, leave } = await answering({
      leaveRule: { maxLeaveSeconds: 120 },
    });
    const saved = await saveAnswers(test.app, token, sheetId, [
      { questionId: first.id, seq: 1, answer: first.rightAnswer, marked: false },
    ]);
    expect(saved.code).toBe('200');
    const answer = await leave(121 * SECOND_MS);
    expect(answer.code).toBe('200');
    expect(answer.body.submitted).toBe(true);
    expect(answer.body.leave.outcome).toBe(PageLeaveOutcome.FORCED);
    expect(await sheetRow(sheetId)).toMatchObject({
      state: SheetState.JUDGED,
      submit_reason: SubmitReason.PAGE_LEAVES,
    });

    expect((await getAnswerSheet(test.app, token, sheetId)).code).toBe(
      ErrorCode.CHEATING_FORCED_SUBMISSION,
    );
    expect(
      (
        await saveAnswers(test.app, token, sheetId, [
          { questionId: first.id, seq: 2, answer: null, marked: false },
        ])
      ).code,
    ).toBe(ErrorCode.CHEATING_FORCED_SUBMISSION);
    expect((await report(token, sheetId, { leaveId: newLeaveId(), phase: 'left' })).code).toBe(
      ErrorCode.CHEATING_FORCED_SUBMISSION,
    );
    // Submitting again answers the state it ended in, as for any submitted sheet.
    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.JUDGED);

    // The learner sees the graded result and the leaves that ended it.
    const { envelope } = await callApi<TGetExamResultResponse>(test.app, {
      method: 'GET',
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(envelope.body.score).toBeGreaterThan(0);
    expect(envelope.body.pageLeaves).toEqual({
      forcedSubmission: true,
      events: [answer.body.leave],
    });
  });

  it('submits the sheet at one leave over the count limit', async () => {
    const { sheetId, leave } = await answering({ leaveRule: { maxLeaves: 2 } });
    expect((await leave(5 * SECOND_MS)).body).toMatchObject({ leavesLeft: 1, submitted: false });
    // A blip between them is not a leave.
    expect((await leave(500)).body).toMatchObject({ leavesLeft: 1, submitted: false });
    expect((await leave(5 * SECOND_MS)).body).toMatchObject({ leavesLeft: 0, submitted: false });
    const third = await leave(5 * SECOND_MS);
    expect(third.body).toMatchObject({ leaves: 3, submitted: true });
    expect((await sheetRow(sheetId)).submit_reason).toBe(SubmitReason.PAGE_LEAVES);
  });

  it('submits the sheet at one violation over the limit', async () => {
    const { sheetId, leave } = await answering({
      leaveRule: { returnSeconds: 10, maxViolations: 1 },
    });
    expect((await leave(15 * SECOND_MS)).body.leave.outcome).toBe(PageLeaveOutcome.WARNING);
    expect((await leave(15 * SECOND_MS)).body).toMatchObject({
      violations: 1,
      violationsLeft: 0,
      submitted: false,
    });
    const over = await leave(15 * SECOND_MS);
    expect(over.body).toMatchObject({ violations: 2, submitted: true });
    expect(over.body.leave).toMatchObject({ outcome: PageLeaveOutcome.FORCED, violation: true });
    expect((await sheetRow(sheetId)).state).toBe(SheetState.JUDGED);
  });

  it('does not count time away while the sheet was paused', async () => {
    const { token, sheetId, first, leftAgo } = await answering({
      leaveRule: { returnSeconds: 10, maxLeaveSeconds: 60 },
      suspension: {},
    });
    const paused = await callApi(test.app, {
      path: '/exam/pause',
      token,
      body: { answerSheetId: sheetId, questionId: first.id },
    });
    expect(paused.envelope.code).toBe('200');

    // Away longer than the limit, all of it during the pause: recorded, not counted.
    const duringPause = await report(token, sheetId, {
      leaveId: await leftAgo(90 * SECOND_MS),
      phase: 'returned',
      durationMs: 90 * SECOND_MS,
    });
    expect(duringPause.body.leave).toMatchObject({
      outcome: PageLeaveOutcome.GRACE,
      counted: false,
      durationMs: 0,
    });
    expect(duringPause.body).toMatchObject({ leaves: 0, submitted: false });

    // Left during a pause that ended 20 s ago: only those 20 s count, a warning.
    await test.db
      .updateTable('answer_sheets')
      .set({ paused_until: Date.now() - 20 * SECOND_MS })
      .where('id', '=', sheetId)
      .execute();
    const afterPause = await report(token, sheetId, {
      leaveId: await leftAgo(90 * SECOND_MS),
      phase: 'returned',
      durationMs: 90 * SECOND_MS,
    });
    expect(afterPause.body.leave.outcome).toBe(PageLeaveOutcome.WARNING);
    expect(afterPause.body.leave.durationMs).toBeGreaterThanOrEqual(20 * SECOND_MS);
    expect(afterPause.body.leave.durationMs).toBeLessThan(25 * SECOND_MS);
    expect(afterPause.body).toMatchObject({ leaves: 1, submitted: false });
    expect((await sheetRow(sheetId)).state).toBe(SheetState.ANSWERING);
  });

  it('counts a report sent several times once, at once or later', async () => {
    const { token, sheetId, leftAgo } = await answering();
    const leaveId = await leftAgo(8 * SECOND_MS);
    const returned = { leaveId, phase: 'returned', durationMs: 8 * SECOND_MS } as const;
    const answers = await Promise.all([1, 2, 3, 4].map(() => report(token, sheetId, returned)));
    for (const answer of answers) {
      expect(answer.code).toBe('200');
      expect(answer.body.leaves).toBe(1);
      expect(answer.body.leave).toEqual(answers[0]?.body.leave);
    }
    // Replayed later, with another length, and its left report replayed after it.
    const later = await report(token, sheetId, { ...returned, durationMs: 1_000 });
    expect(later.body.leave).toEqual(answers[0]?.body.leave);
    expect((await report(token, sheetId, { leaveId, phase: 'left' })).body.leave).toEqual(
      answers[0]?.body.leave,
    );
    expect(await leaveRows(sheetId)).toHaveLength(1);
    expect((await sheetRow(sheetId)).leave_count).toBe(1);
  });

  it('answers a replayed report of the leave that submitted the sheet as before', async () => {
    const { token, sheetId, leftAgo } = await answering({ leaveRule: { maxLeaveSeconds: 60 } });
    const leaveId = await leftAgo(90 * SECOND_MS);
    const returned = { leaveId, phase: 'returned', durationMs: 90 * SECOND_MS } as const;
    const first = await report(token, sheetId, returned);
    expect(first.body.submitted).toBe(true);
    const again = await report(token, sheetId, returned);
    expect(again.code).toBe('200');
    expect(again.body.submitted).toBe(true);
    expect(again.body.leave).toEqual(first.body.leave);
    expect((await sheetRow(sheetId)).leave_count).toBe(1);
  });

  it('numbers leaves reported at the same time one after another', async () => {
    const { token, sheetId, leftAgo } = await answering({ leaveRule: { returnSeconds: 10 } });
    const leaveIds = [];
    for (let index = 0; index < 5; index += 1) leaveIds.push(await leftAgo(20 * SECOND_MS));
    const answers = await Promise.all(
      leaveIds.map((leaveId) =>
        report(token, sheetId, { leaveId, phase: 'returned', durationMs: 20 * SECOND_MS }),
      ),
    );
    const outcomes = answers.map((answer) => answer.body.leave.outcome).sort();
    // Exactly one is the first (a warning); the others, all late, are violations.
    expect(outcomes).toEqual([
      PageLeaveOutcome.VIOLATION,
      PageLeaveOutcome.VIOLATION,
      PageLeaveOutcome.VIOLATION,
      PageLeaveOutcome.VIOLATION,
      PageLeaveOutcome.WARNING,
    ]);
    expect(await sheetRow(sheetId)).toMatchObject({ leave_count: 5, leave_violations: 4 });
  });

  it('never both submits for leaves and times out a sheet when a leave races its deadline', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, sheetId, leftAgo } = await answering({ leaveRule: { maxLeaveSeconds: 60 } });
      const leaveId = await leftAgo(90 * SECOND_MS);
      await setSheetDeadline(test.db, sheetId, Date.now() + 10 + round * 5);
      const answer = await report(token, sheetId, {
        leaveId,
        phase: 'returned',
        durationMs: 90 * SECOND_MS,
      });
      const row = await sheetRow(sheetId);
      expect(row.state).toBe(SheetState.JUDGED);
      // Within the grace for saves the leave still counts; either way the sheet ended once.
      if (answer.code === '200') {
        expect(answer.body.submitted).toBe(true);
        expect(row.submit_reason).toBe(SubmitReason.PAGE_LEAVES);
      } else {
        expect(answer.code).toBe(ErrorCode.EXAM_TIME_UP);
        expect(row.submit_reason).toBe(SubmitReason.TIME_UP);
      }
    }
    // Past the deadline and its grace, a leave reported late submits the sheet as time up.
    const late = await answering();
    const leaveId = await late.leftAgo(90 * SECOND_MS);
    await setSheetDeadline(test.db, late.sheetId, Date.now() - 60 * SECOND_MS);
    expect(
      (
        await report(late.token, late.sheetId, {
          leaveId,
          phase: 'returned',
          durationMs: 90 * SECOND_MS,
        })
      ).code,
    ).toBe(ErrorCode.EXAM_TIME_UP);
    expect(await sheetRow(late.sheetId)).toMatchObject({
      submit_reason: SubmitReason.TIME_UP,
      leave_count: 0,
    });
  });

  it('ends a sheet once when a forcing leave races the learner’s submission', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, sheetId, leftAgo } = await answering({ leaveRule: { maxLeaveSeconds: 60 } });
      const leaveId = await leftAgo(90 * SECOND_MS);
      const [answer, submitted] = await Promise.all([
        report(token, sheetId, { leaveId, phase: 'returned', durationMs: 90 * SECOND_MS }),
        submitSheet(test.app, token, sheetId),
      ]);
      expect(submitted.body.state).toBe(SheetState.JUDGED);
      const row = await sheetRow(sheetId);
      if (answer.code === '200') {
        expect(answer.body.submitted).toBe(true);
        expect(row.leave_count).toBe(1);
      } else {
        // The submission came first: the leave is not counted on a sheet already ended.
        expect(answer.code).toBe(ErrorCode.EXAM_SUBMITTED_OR_DELETED);
        expect(row).toMatchObject({ submit_reason: SubmitReason.LEARNER, leave_count: 0 });
      }
      expect([SubmitReason.LEARNER, SubmitReason.PAGE_LEAVES]).toContain(row.submit_reason);
    }
  });

  it('refuses reports on another learner’s sheet', async () => {
    const { sheetId } = await answering();
    const other = await signedInLearner(test);
    expect(
      (await report(other.token, sheetId, { leaveId: newLeaveId(), phase: 'left' })).code,
    ).toBe(ErrorCode.ANSWER_SHEET_NOT_FOUND);
    expect(await leaveRows(sheetId)).toEqual([]);
  });

  it('shows the learner every recorded leave on the result page', async () => {
    const { token, sheetId, leave, leftAgo } = await answering();
    await leave(1_000);
    await leave(12 * SECOND_MS);
    await leftAgo(3 * SECOND_MS, 'blur');
    expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
    const { envelope } = await callApi<TGetExamResultResponse>(test.app, {
      method: 'GET',
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    expect(envelope.body.pageLeaves?.forcedSubmission).toBe(false);
    expect(
      envelope.body.pageLeaves?.events.map(({ kind, outcome, counted }) => ({
        kind,
        outcome,
        counted,
      })),
    ).toEqual([
      { kind: 'visibility', outcome: PageLeaveOutcome.WARNING, counted: true },
      { kind: 'blur', outcome: PageLeaveOutcome.OPEN, counted: false },
      { kind: 'visibility', outcome: PageLeaveOutcome.GRACE, counted: false },
    ]);
  });

  it('lists a sheet’s and a paper’s leaves for the administrator, within the tenant only', async () => {
    const { tenant, member, paper, sheetId, leave } = await answering();
    const classmate = await signedInLearner(test, tenant);
    const classmateSheetId = await startedSheet(test.app, classmate.token, paper.id);
    await leave(6 * SECOND_MS);
    await report(classmate.token, classmateSheetId, { leaveId: newLeaveId(), phase: 'left' });
    const admin = await signedInLearner(test, tenant, { role: MemberRole.ADMIN });
    const records = (query: Record<string, string>, token = admin.token) =>
      callApi<TGetAdminPageLeavesResponse>(test.app, {
        method: 'GET',
        path: '/admin/exam/pageLeaves',
        token,
        query,
      }).then(({ envelope }) => envelope);

    const ofSheet = await records({ answerSheetId: sheetId });
    expect(ofSheet.body).toHaveLength(1);
    expect(ofSheet.body[0]).toMatchObject({
      answerSheetId: sheetId,
      userCode: member.userCode,
      outcome: PageLeaveOutcome.WARNING,
      counted: true,
    });
    const ofPaper = await records({ paperId: paper.id });
    expect(
      ofPaper.body.map(({ answerSheetId, userCode }) => ({ answerSheetId, userCode })),
    ).toEqual(
      expect.arrayContaining([
        { answerSheetId: sheetId, userCode: member.userCode },
        { answerSheetId: classmateSheetId, userCode: classmate.member.userCode },
      ]),
    );
    expect(ofPaper.body).toHaveLength(2);
    // Learners may not ask; another tenant's administrator finds nothing.
    expect((await records({ paperId: paper.id }, classmate.token)).code).toBe(
      ErrorCode.NOT_ADMINISTRATOR,
    );
    const stranger = await signedInLearner(test, undefined, { role: MemberRole.ADMIN });
    expect((await records({ answerSheetId: sheetId }, stranger.token)).body).toEqual([]);
    expect((await records({ paperId: paper.id }, stranger.token)).body).toEqual([]);
  });
});
