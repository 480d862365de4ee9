import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreditBizType, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetDailyPracticeDetailResponse } from '@lectern/contracts/daily-practice/get-daily-practice-detail';
import type { TGetDailyPracticeListResponse } from '@lectern/contracts/daily-practice/get-daily-practice-list';
import type { TGetDailyPracticeRankingsResponse } from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import type { TGetDailyPracticeResultResponse } from '@lectern/contracts/daily-practice/get-daily-practice-result';
import type { TPostFinishDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-finish-daily-practice';
import type { TPostSaveDailyAnswerResponse } from '@lectern/contracts/daily-practice/post-save-daily-answer';
import type { TPostStartDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import { creditLedger } from '../../platform/credits/credit-ledger';
import {
  createDailyPractice,
  finishDailyPractice,
  recordDailyDay,
  saveDailyAnswer,
  startDailyPractice,
  type TestDailyPractice,
} from '../../test/daily-practice-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { dayKeyOf, drawQuestions, previousDayOf } from './daily-day';
import { dailyCreditSource } from './daily-practice.service';

let test: TestApp;
let tenant: TestTenant;

const dailyTenant = (fields: Parameters<typeof createTenant>[1] = {}) =>
  createTenant(test.db, { edition: Edition.EXAM, modules: [Module.PRACTICE], ...fields });

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await dailyTenant();
});
afterAll(() => test.close());

const learner = (learnerTenant = tenant) => signedInLearner(test, learnerTenant);
const today = () => dayKeyOf(Date.now(), test.config.examTimeZone);

const threeQuestions = (fields: Partial<Parameters<typeof createDailyPractice>[2]> = {}) =>
  createDailyPractice(test.db, tenant, {
    types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE, QuestionType.MULTIPLE_CHOICE],
    ...fields,
  });

const started = async (token: string, daily: TestDailyPractice) => {
  const { envelope } = await startDailyPractice(test.app, token, daily.id);
  expect(envelope.code).toBe('200');
  return envelope.body as TPostStartDailyPracticeResponse;
};

/** Answers the day's questions, the first `right` of them right and the rest wrong. */
const answerDay = async (
  token: string,
  daily: TestDailyPractice,
  day: TPostStartDailyPracticeResponse,
  right = day.questions.length,
) => {
  for (const [index, { view }] of day.questions.entries()) {
    const question = daily.questions.find(({ id }) => id === view.questionId)!;
    const { envelope } = await saveDailyAnswer(test.app, token, {
      dailyId: daily.id,
      questionId: question.id,
      seq: index + 1,
      answer: index < right ? question.rightAnswer : question.wrongAnswer!,
    });
    expect(envelope.code).toBe('200');
  }
};

describe('daily practices', () => {
  it('lists the tenant’s practices with their rules and the learner’s today', async () => {
    const listTenant = await dailyTenant();
    const daily = await createDailyPractice(test.db, listTenant, {
      name: 'Morning five',
      types: [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
      questionsPerDay: 1,
      creditsForFinish: 3,
      creditsPerCorrect: 2,
    });
    const { token } = await learner(listTenant);
    const { envelope } = await callApi<TGetDailyPracticeListResponse>(test.app, {
      path: '/daily/exercise/list',
      token,
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.list).toEqual([
      {
        dailyId: daily.id,
        name: 'Morning five',
        description: 'Rules of Morning five',
        questionsPerDay: 1,
        poolSize: 2,
        creditsForFinish: 3,
        creditsPerCorrect: 2,
        startsOn: null,
        endsOn: null,
        today: today(),
        openToday: true,
        todayState: 'not-started',
        streak: 0,
        finishedDays: 0,
      },
    ]);
  });

  it('refuses a practice of another tenant as a made-up one (309180)', async () => {
    const daily = await threeQuestions();
    const outsider = await learner(await dailyTenant());
    for (const dailyId of [daily.id, 'made-up']) {
      for (const call of [
        startDailyPractice(test.app, outsider.token, dailyId),
        callApi(test.app, {
          path: '/daily/exercise/detail',
          token: outsider.token,
          query: { dailyId },
        }),
        callApi(test.app, {
          path: '/daily/exercise/rankings',
          token: outsider.token,
          query: { dailyId },
        }),
      ]) {
        expect((await call).envelope).toEqual({
          code: ErrorCode.DAILY_PRACTICE_NOT_FOUND,
          body: null,
        });
      }
    }
  });

  it('refuses to start outside its dates (309181)', async () => {
    const later = await threeQuestions({ startsOn: '2999-01-01' });
    const over = await threeQuestions({ endsOn: '2000-01-01' });
    const { token } = await learner();
    for (const daily of [later, over]) {
      expect((await startDailyPractice(test.app, token, daily.id)).envelope).toEqual({
        code: ErrorCode.DAILY_PRACTICE_NOT_OPEN,
        body: null,
      });
    }
  });

  it('answers 300600 on the free edition and 408 with the practice module off', async () => {
    const free = await learner(await dailyTenant({ edition: Edition.FREE }));
    expect(
      (await callApi(test.app, { path: '/daily/exercise/list', token: free.token })).envelope,
    ).toEqual({ code: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION, body: null });
    const offTenant = await dailyTenant({ edition: Edition.ALL_IN_ONE, modules: [Module.EXAMS] });
    const off = await learner(offTenant);
    const daily = await createDailyPractice(test.db, offTenant, {
      types: [QuestionType.TRUE_FALSE],
    });
    for (const call of [
      callApi(test.app, { path: '/daily/exercise/list', token: off.token }),
      startDailyPractice(test.app, off.token, daily.id),
    ]) {
      expect((await call).envelope).toEqual({ code: ErrorCode.MODULE_NOT_ENABLED, body: null });
    }
  });
});

describe('a learner’s day', () => {
  it('draws the day’s questions once, the same on every start', async () => {
    const daily = await createDailyPractice(test.db, tenant, {
      types: [
        QuestionType.SINGLE_CHOICE,
        QuestionType.TRUE_FALSE,
        QuestionType.MULTIPLE_CHOICE,
        QuestionType.TRUE_FALSE,
        QuestionType.SINGLE_CHOICE,
      ],
      questionsPerDay: 3,
    });
    const { token } = await learner();
    const first = await started(token, daily);
    expect(first.questions).toHaveLength(3);
    expect(first.day).toBe(today());
    // Answer mode: no key before the question is answered.
    expect(first.questions.every(({ key, analysis }) => key === null && analysis === null)).toBe(
      true,
    );
    const again = await started(token, daily);
    expect(again.questions.map(({ view }) => view.questionId)).toEqual(
      first.questions.map(({ view }) => view.questionId),
    );
    expect(again.startedAt).toBe(first.startedAt);
    // Concurrent starts of a new learner's day open one day.
    const other = await learner();
    const starts = await Promise.all(
      Array.from({ length: 6 }, () => startDailyPractice(test.app, other.token, daily.id)),
    );
    const drawn = starts.map(({ envelope }) =>
      (envelope.body as TPostStartDailyPracticeResponse).questions.map(
        ({ view }) => view.questionId,
      ),
    );
    expect(new Set(drawn.map((ids) => ids.join()))).toHaveProperty('size', 1);
  });

  it('draws by a seed: the same learner, practice and day always draw the same', () => {
    const pool = Array.from({ length: 20 }, (_, index) => `q${index}`);
    const drawn = drawQuestions(pool, 5, 't:m:d:2026-11-27');
    expect(drawQuestions(pool, 5, 't:m:d:2026-11-27')).toEqual(drawn);
    expect(new Set(drawn).size).toBe(5);
    expect(drawn.every((id) => pool.includes(id))).toBe(true);
    const days = ['2026-11-28', '2026-11-29', '2026-11-30'].map((day) =>
      drawQuestions(pool, 5, `t:m:d:${day}`).join(),
    );
    expect(days.some((ids) => ids !== drawn.join())).toBe(true);
    expect(drawQuestions(pool.slice(0, 2), 5, 'seed')).toHaveLength(2);
  });

  it('judges each answer once, with the key and analysis, by the exam sheets’ seq rules', async () => {
    const daily = await threeQuestions();
    const { token } = await learner();
    const day = await started(token, daily);
    const first = daily.questions.find(({ id }) => id === day.questions[0]!.view.questionId)!;
    const save = { dailyId: daily.id, questionId: first.id, seq: 1, answer: first.rightAnswer };
    const saved = await saveDailyAnswer(test.app, token, save);
    expect(saved.envelope.code).toBe('200');
    const judged = saved.envelope.body as TPostSaveDailyAnswerResponse;
    expect(judged).toMatchObject({
      questionId: first.id,
      seq: 1,
      status: 'right',
      correct: true,
      analysis: first.analysis,
      answeredCount: 1,
    });
    expect(judged.key.questionType).toBe(first.questionType);
    // The same save again answers the same judgement; another answer to it is refused.
    expect((await saveDailyAnswer(test.app, token, save)).envelope.body).toMatchObject({
      seq: 1,
      correct: true,
    });
    if (first.wrongAnswer) {
      expect(
        (await saveDailyAnswer(test.app, token, { ...save, seq: 2, answer: first.wrongAnswer }))
          .envelope,
      ).toEqual({ code: ErrorCode.ABNORMAL_ANSWER_PROGRESS, body: null });
    }
    // A question not drawn for the day.
    const other = await threeQuestions();
    expect(
      (
        await saveDailyAnswer(test.app, token, {
          ...save,
          questionId: other.questions[0]!.id,
          seq: 3,
        })
      ).envelope,
    ).toEqual({ code: ErrorCode.QUESTION_NOT_FOUND, body: null });
    // A reload continues with the answer and its key.
    const reloaded = await started(token, daily);
    expect(reloaded.answers.map(({ questionId }) => questionId)).toEqual([first.id]);
    // A refused save of a judged question still claimed its seq, as on exam sheets.
    expect(reloaded.lastSeq).toBe(first.wrongAnswer ? 2 : 1);
    expect(reloaded.questions[0]!.key).not.toBeNull();
    expect(reloaded.questions[1]!.key).toBeNull();
  });

  it('stores one answer when saves of one question race', async () => {
    const daily = await threeQuestions();
    const { token } = await learner();
    const day = await started(token, daily);
    const question = daily.questions.find(({ id }) => id === day.questions[0]!.view.questionId)!;
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        saveDailyAnswer(test.app, token, {
          dailyId: daily.id,
          questionId: question.id,
          seq: 10 + index,
          answer: question.rightAnswer,
        }),
      ),
    );
    expect(saves.filter(({ envelope }) => envelope.code === '200')).toHaveLength(1);
    const rows = await test.db
      .selectFrom('daily_answers')
      .selectAll()
      .where('question_id', '=', question.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 303102 when no daily practice is in progress', async () => {
    const daily = await threeQuestions();
    const { token } = await learner();
    const question = daily.questions[0]!;
    const save = {
      dailyId: daily.id,
      questionId: question.id,
      seq: 1,
      answer: question.rightAnswer,
    };
    const refusal = { code: ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS, body: null };
    // Not started today.
    expect((await saveDailyAnswer(test.app, token, save)).envelope).toEqual(refusal);
    expect((await finishDailyPractice(test.app, token, daily.id)).envelope).toEqual(refusal);
    // Finished today.
    const day = await started(token, daily);
    await answerDay(token, daily, day);
    expect((await finishDailyPractice(test.app, token, daily.id)).envelope.code).toBe('200');
    expect((await saveDailyAnswer(test.app, token, { ...save, seq: 9 })).envelope).toEqual(refusal);
    expect((await finishDailyPractice(test.app, token, daily.id)).envelope).toEqual(refusal);
    expect((await startDailyPractice(test.app, token, daily.id)).envelope).toEqual({
      code: ErrorCode.DAILY_PRACTICE_DONE_TODAY,
      body: null,
    });
  });

  it('refuses to finish with questions unanswered (309150), leaving the day in progress', async () => {
    const daily = await threeQuestions({ creditsForFinish: 5 });
    const { token, member } = await learner();
    const day = await started(token, daily);
    const first = daily.questions.find(({ id }) => id === day.questions[0]!.view.questionId)!;
    await saveDailyAnswer(test.app, token, {
      dailyId: daily.id,
      questionId: first.id,
      seq: 1,
      answer: first.rightAnswer,
    });
    expect((await finishDailyPractice(test.app, token, daily.id)).envelope).toEqual({
      code: ErrorCode.PRACTICE_QUESTIONS_REMAIN,
      body: 2,
    });
    expect(await creditLedger(test.db).total(tenant.id, member.id)).toBe(0);
    const again = await started(token, daily);
    expect(again.answers).toHaveLength(1);
    // Once all are answered, the day finishes.
    for (const [index, { view }] of again.questions.entries()) {
      if (view.questionId === first.id) continue;
      const question = daily.questions.find(({ id }) => id === view.questionId)!;
      await saveDailyAnswer(test.app, token, {
        dailyId: daily.id,
        questionId: question.id,
        seq: 10 + index,
        answer: question.rightAnswer,
      });
    }
    const finished = await finishDailyPractice(test.app, token, daily.id);
    expect(finished.envelope).toMatchObject({ code: '200', body: { correctCount: 3, credits: 5 } });
  });

  it('finishes the day with its score, time and credits, shown again as its result', async () => {
    const daily = await threeQuestions({ creditsForFinish: 5, creditsPerCorrect: 2 });
    const { token, member } = await learner();
    // The two days before: today's finish makes a streak of three.
    await recordDailyDay(test.db, daily, member, {
      day: previousDayOf(today()),
      score: 3,
      timeSpentMs: 60_000,
    });
    await recordDailyDay(test.db, daily, member, {
      day: previousDayOf(previousDayOf(today())),
      score: 1,
      timeSpentMs: 90_000,
    });
    const day = await started(token, daily);
    await answerDay(token, daily, day, 2);
    const finished = await finishDailyPractice(test.app, token, daily.id);
    expect(finished.envelope.code).toBe('200');
    const result = finished.envelope.body as TPostFinishDailyPracticeResponse;
    expect(result).toMatchObject({
      dailyId: daily.id,
      name: daily.name,
      day: today(),
      questionCount: 3,
      correctCount: 2,
      score: 2,
      credits: 9,
    });
    expect(result.timeSpentMs).toBe(result.finishedAt - result.startedAt);
    expect(await creditLedger(test.db).total(tenant.id, member.id)).toBe(9);
    expect(
      await creditLedger(test.db).entryOf(
        tenant.id,
        member.id,
        dailyCreditSource(daily.id, today()),
      ),
    ).toMatchObject({ biz_type: CreditBizType.DAILY_PRACTICE, biz_name: daily.name });

    const shown = await callApi<TGetDailyPracticeResultResponse>(test.app, {
      path: '/daily/exercise/result',
      token,
      query: { dailyId: daily.id },
    });
    expect(shown.envelope).toEqual({ code: '200', body: result });

    const detail = await callApi<TGetDailyPracticeDetailResponse>(test.app, {
      path: '/daily/exercise/detail',
      token,
      query: { dailyId: daily.id },
    });
    expect(detail.envelope.body).toMatchObject({
      todayState: 'finished',
      streak: 3,
      finishedDays: 3,
    });
    expect(
      detail.envelope.body.history.map(({ day: date, state, score }) => [date, state, score]),
    ).toEqual([
      [today(), 'finished', 2],
      [previousDayOf(today()), 'finished', 3],
      [previousDayOf(previousDayOf(today())), 'finished', 1],
    ]);
  });

  it('awards a day’s credits once when finishes race', async () => {
    const daily = await threeQuestions({ creditsForFinish: 4, creditsPerCorrect: 1 });
    const { token, member } = await learner();
    const day = await started(token, daily);
    await answerDay(token, daily, day);
    const finishes = await Promise.all(
      Array.from({ length: 10 }, () => finishDailyPractice(test.app, token, daily.id)),
    );
    const codes = finishes.map(({ envelope }) => envelope.code);
    expect(codes.filter((code) => code === '200')).toHaveLength(1);
    expect(codes.filter((code) => code !== '200')).toEqual(
      Array(9).fill(ErrorCode.NO_DAILY_PRACTICE_IN_PROGRESS),
    );
    expect(await creditLedger(test.db).total(tenant.id, member.id)).toBe(7);
    const history = await creditLedger(test.db).history(tenant.id, member.id, {
      offset: 0,
      limit: 10,
    });
    expect(history).toHaveLength(1);
  });
});

describe('rankings', () => {
  const rankings = async (token: string, dailyId: string, period: string) => {
    const { envelope } = await callApi<TGetDailyPracticeRankingsResponse>(test.app, {
      path: '/daily/exercise/rankings',
      token,
      query: { dailyId, period, pageSize: '10' },
    });
    expect(envelope.code).toBe('200');
    return envelope.body;
  };

  it('ranks the day, the month and all days by score, then time, with the learner’s own', async () => {
    const rankTenant = await dailyTenant();
    const daily = await createDailyPractice(test.db, rankTenant, {
      types: [QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE],
    });
    const [fast, slow, best, viewer] = await Promise.all(
      ['fast', 'slow', 'best', 'viewer'].map((name) =>
        signedInLearner(test, rankTenant, { nickName: `Learner ${name}` }),
      ),
    );
    const day = today();
    const longAgo = '2001-02-03';
    await recordDailyDay(test.db, daily, fast!.member, { day, score: 2, timeSpentMs: 30_000 });
    await recordDailyDay(test.db, daily, slow!.member, { day, score: 2, timeSpentMs: 50_000 });
    await recordDailyDay(test.db, daily, best!.member, { day, score: 3, timeSpentMs: 90_000 });
    // An old day counts in the total only.
    await recordDailyDay(test.db, daily, slow!.member, {
      day: longAgo,
      score: 3,
      timeSpentMs: 10_000,
    });

    const ofDay = await rankings(viewer!.token, daily.id, 'day');
    expect(ofDay.periodKey).toBe(day);
    expect(ofDay.list.map(({ nickname, rank, score }) => [rank, nickname, score])).toEqual([
      [1, 'Learner best', 3],
      [2, 'Learner fast', 2],
      [3, 'Learner slow', 2],
    ]);
    expect(ofDay.total).toBe(3);
    expect(ofDay.mine).toBeNull();

    const ofMonth = await rankings(slow!.token, daily.id, 'month');
    expect(ofMonth.periodKey).toBe(day.slice(0, 7));
    expect(ofMonth.mine).toMatchObject({ rank: 3, nickname: 'Learner slow', days: 1 });

    const ofAll = await rankings(slow!.token, daily.id, 'total');
    expect(ofAll.periodKey).toBeNull();
    expect(ofAll.list[0]).toMatchObject({
      rank: 1,
      nickname: 'Learner slow',
      score: 5,
      timeSpentMs: 60_000,
      days: 2,
    });
    expect(ofAll.mine).toMatchObject({ rank: 1, score: 5 });

    // The viewer finishes today with every answer right: first by score, their own rank shown.
    await callApi(test.app, {
      path: '/daily/exercise/start',
      token: viewer!.token,
      body: { dailyId: daily.id },
    });
    const viewerDay = await started(viewer!.token, daily);
    await answerDay(viewer!.token, daily, viewerDay);
    expect((await finishDailyPractice(test.app, viewer!.token, daily.id)).envelope.code).toBe(
      '200',
    );
    const after = await rankings(viewer!.token, daily.id, 'day');
    expect(after.list[0]).toMatchObject({ rank: 1, nickname: 'Learner viewer', score: 3 });
    expect(after.mine).toMatchObject({ rank: 1, score: 3, days: 1 });

    // Another tenant's learner never appears.
    const outsiderTenant = await dailyTenant();
    const outsiderDaily = await createDailyPractice(test.db, outsiderTenant, {
      types: [QuestionType.TRUE_FALSE],
    });
    const outsider = await learner(outsiderTenant);
    expect((await rankings(outsider.token, outsiderDaily.id, 'day')).total).toBe(0);
  });
});
