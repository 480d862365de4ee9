import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { QuestionType } from '@lectern/contracts/common/enums';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TSheetPause } from '@lectern/contracts/exams/post-pause-answer-sheet';
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
import { MINUTE_MS } from './attempt-rules';

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const pause = (token: string, answerSheetId: string, questionId: string) =>
  callApi<TSheetPause>(test.app, {
    path: '/exam/pause',
    token,
    body: { answerSheetId, questionId },
  }).then(({ envelope }) => envelope);

const resume = (token: string, answerSheetId: string) =>
  callApi<TSheetPause>(test.app, {
    path: '/exam/resume',
    token,
    body: { answerSheetId },
  }).then(({ envelope }) => envelope);

const sheetRow = (sheetId: string) =>
  test.db
    .selectFrom('answer_sheets')
    .select(['deadline_at', 'paused_ms', 'paused_until', 'pause_count', 'state', 'started_at'])
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();

/** A learner answering a 60-minute paper of two questions that allows pauses as given. */
const answering = async (fields: PaperFields = { suspension: {} }) => {
  const learner = await signedInLearner(test);
  const { paper, questions } = await createPaperWithQuestions(
    test.db,
    learner.tenant,
    [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
    fields,
  );
  const sheetId = await startedSheet(test.app, learner.token, paper.id);
  const [first, second] = questions;
  if (!first || !second) throw new Error('two questions expected');
  return { ...learner, paper, sheetId, first, second };
};

/** Marks a question as one that forbids pausing, before any sheet draws it. */
const forbidPausing = async (questionId: string) => {
  const row = await test.db
    .selectFrom('questions')
    .select('view')
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  await test.db
    .updateTable('questions')
    .set({ view: JSON.stringify({ ...JSON.parse(row.view), pauseForbidden: true }) })
    .where('id', '=', questionId)
    .execute();
};

describe('pausing an exam (spec §4)', () => {
  it('stops the time for the pause length and gives back what a resume does not use', async () => {
    const { token, sheetId, first } = await answering({ suspension: { maxPauseMinutes: 5 } });
    const before = await sheetRow(sheetId);
    const beforeDeadline = before.deadline_at ?? 0;

    const paused = await pause(token, sheetId, first.id);
    expect(paused.code).toBe('200');
    expect(paused.body.deadline).toBe(beforeDeadline + 5 * MINUTE_MS);
    expect(paused.body.pausedUntil).toBeGreaterThan(Date.now());
    expect(paused.body.pausesLeft).toBeNull();
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    expect(sheet.body.suspension).toEqual({
      maxPauseMinutes: 5,
      pausesLeft: null,
      pausedUntil: paused.body.pausedUntil,
    });

    const resumed = await resume(token, sheetId);
    expect(resumed.code).toBe('200');
    expect(resumed.body.pausedUntil).toBeNull();
    // Only the moments actually paused moved the deadline.
    expect(resumed.body.deadline).toBeGreaterThanOrEqual(beforeDeadline);
    expect(resumed.body.deadline).toBeLessThan(beforeDeadline + 5_000);
    const after = await sheetRow(sheetId);
    expect(after.deadline_at).toBe(resumed.body.deadline);
    expect(after.paused_ms).toBe((after.deadline_at ?? 0) - beforeDeadline);
    expect(after.pause_count).toBe(1);
  });

  it('leaves paused time out of the time used in the result', async () => {
    const { token, sheetId, first } = await answering({ suspension: { maxPauseMinutes: 30 } });
    expect((await pause(token, sheetId, first.id)).code).toBe('200');
    // A pause the learner never ended: it counts whole once its time is over.
    await test.db
      .updateTable('answer_sheets')
      .set((eb) => ({
        started_at: eb('started_at', '-', 40 * MINUTE_MS),
        paused_until: Date.now() - 10 * MINUTE_MS,
      }))
      .where('id', '=', sheetId)
      .execute();
    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.JUDGED);
    const { envelope } = await callApi<TGetExamResultResponse>(test.app, {
      method: 'GET',
      path: '/exam/result',
      token,
      query: { answerSheetId: sheetId },
    });
    // 40 minutes since the start, 30 of them paused.
    expect(envelope.body.timeUsed).toBeGreaterThanOrEqual(10 * MINUTE_MS);
    expect(envelope.body.timeUsed).toBeLessThan(10 * MINUTE_MS + 5_000);
  });

  it('counts a submission while paused only up to the moment it was made', async () => {
    const { token, sheetId, first } = await answering({ suspension: { maxPauseMinutes: 30 } });
    expect((await pause(token, sheetId, first.id)).code).toBe('200');
    expect((await submitSheet(test.app, token, sheetId)).body.state).toBe(SheetState.JUDGED);
    const row = await test.db
      .selectFrom('answer_sheets')
      .select(['started_at', 'finished_at', 'paused_ms'])
      .where('id', '=', sheetId)
      .executeTakeFirstOrThrow();
    expect(row.paused_ms).toBeLessThan(5_000);
    expect((row.finished_at ?? 0) - row.started_at - row.paused_ms).toBeGreaterThanOrEqual(0);
  });

  it('answers a second pause of a paused sheet with the same pause, taking one', async () => {
    const { token, sheetId, first } = await answering({ suspension: { maxPauses: 2 } });
    const results = await Promise.all([
      pause(token, sheetId, first.id),
      pause(token, sheetId, first.id),
      pause(token, sheetId, first.id),
    ]);
    for (const result of results) expect(result.code).toBe('200');
    expect(new Set(results.map((result) => result.body.pausedUntil)).size).toBe(1);
    expect(results.map((result) => result.body.pausesLeft)).toEqual([1, 1, 1]);
    expect((await sheetRow(sheetId)).pause_count).toBe(1);
  });

  it('holds the number of pauses the paper allows', async () => {
    const { token, sheetId, first } = await answering({ suspension: { maxPauses: 1 } });
    expect((await pause(token, sheetId, first.id)).body.pausesLeft).toBe(0);
    expect((await resume(token, sheetId)).code).toBe('200');
    expect(await pause(token, sheetId, first.id)).toEqual({
      code: ErrorCode.EXAM_INFO_WRONG,
      body: null,
    });
    expect((await getAnswerSheet(test.app, token, sheetId)).body.suspension?.pausesLeft).toBe(0);
  });

  it('refuses a pause on a paper that does not allow suspension', async () => {
    const { token, sheetId, first } = await answering({});
    expect((await getAnswerSheet(test.app, token, sheetId)).body.suspension).toBeNull();
    expect((await pause(token, sheetId, first.id)).code).toBe(ErrorCode.EXAM_INFO_WRONG);
    expect((await sheetRow(sheetId)).pause_count).toBe(0);
  });

  it('refuses a pause while a question that forbids it is shown', async () => {
    const learner = await signedInLearner(test);
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      learner.tenant,
      [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
      { suspension: {} },
    );
    const [allowing, forbidding] = questions;
    if (!allowing || !forbidding) throw new Error('two questions expected');
    await forbidPausing(forbidding.id);
    const sheetId = await startedSheet(test.app, learner.token, paper.id);
    const sheet = await getAnswerSheet(test.app, learner.token, sheetId);
    const views = new Map(sheet.body.questions.map((view) => [view.questionId, view]));
    expect(views.get(forbidding.id)?.pauseForbidden).toBe(true);
    expect(views.get(allowing.id)?.pauseForbidden).not.toBe(true);

    expect((await pause(learner.token, sheetId, forbidding.id)).code).toBe(
      ErrorCode.EXAM_INFO_WRONG,
    );
    expect((await pause(learner.token, sheetId, 'no-such-question')).code).toBe(
      ErrorCode.QUESTION_INFO_NOT_FOUND,
    );
    expect((await pause(learner.token, sheetId, allowing.id)).code).toBe('200');
  });

  it('keeps saving the answers a paused client still sends', async () => {
    const { token, sheetId, first } = await answering();
    expect((await pause(token, sheetId, first.id)).code).toBe('200');
    const saved = await saveAnswers(test.app, token, sheetId, [
      { questionId: first.id, seq: 1, answer: first.rightAnswer, marked: false },
    ]);
    expect(saved.body.saved).toEqual([{ questionId: first.id, seq: 1 }]);
  });

  it('refuses a pause once the time is up, and a pause of another learner’s sheet', async () => {
    const { token, sheetId, first } = await answering();
    const other = await signedInLearner(test);
    expect((await pause(other.token, sheetId, first.id)).code).toBe(
      ErrorCode.ANSWER_SHEET_NOT_FOUND,
    );
    await setSheetDeadline(test.db, sheetId, Date.now() - 1_000);
    expect((await pause(token, sheetId, first.id)).code).toBe(ErrorCode.EXAM_TIME_UP);
    expect((await sheetRow(sheetId)).pause_count).toBe(0);
  });

  it('never both pauses and times out a sheet when a pause races its deadline', async () => {
    for (let round = 0; round < 8; round += 1) {
      const { token, sheetId, first } = await answering({ suspension: { maxPauseMinutes: 1 } });
      const deadline = Date.now() + 15 + round * 5;
      await setSheetDeadline(test.db, sheetId, deadline);
      const paused = await pause(token, sheetId, first.id);
      const row = await sheetRow(sheetId);
      if (paused.code === '200') {
        // The pause came first: the deadline moved by the whole pause and the sheet runs on.
        expect(row.deadline_at).toBe(deadline + MINUTE_MS);
        expect(row.state).toBe(SheetState.ANSWERING);
      } else {
        expect(paused.code).toBe(ErrorCode.EXAM_TIME_UP);
        expect(row.deadline_at).toBe(deadline);
        expect(row.pause_count).toBe(0);
      }
    }
  });

  it('keeps a submission whole when a pause races it', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { token, sheetId, first } = await answering({ suspension: { maxPauseMinutes: 30 } });
      const [paused, submitted] = await Promise.all([
        pause(token, sheetId, first.id),
        submitSheet(test.app, token, sheetId),
      ]);
      expect(submitted.body.state).toBe(SheetState.JUDGED);
      if (paused.code !== '200') expect(paused.code).toBe(ErrorCode.EXAM_SUBMITTED_OR_DELETED);
      const row = await test.db
        .selectFrom('answer_sheets')
        .select(['started_at', 'finished_at', 'paused_ms', 'state'])
        .where('id', '=', sheetId)
        .executeTakeFirstOrThrow();
      // Whichever came first, a pause never outlives the submission that ended it.
      expect(row.paused_ms).toBeLessThan(5_000);
      expect((row.finished_at ?? 0) - row.started_at - row.paused_ms).toBeGreaterThanOrEqual(0);
    }
  });
});
