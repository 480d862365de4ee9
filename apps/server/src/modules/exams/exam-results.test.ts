import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import {
  QUERY_CODE_PATTERN,
  RankingSort,
  RankingTab,
  SheetState,
  type TRankingRow,
  type TRankingTab,
} from '@lectern/contracts/exams/exam';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import {
  AnswersVisibility,
  KeysVisibility,
  type TKeysVisibility,
  type ZAnswersVisibility,
} from '@lectern/contracts/exams/exam-pack';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import type { TGetAnswerListResponse } from '@lectern/contracts/exams/get-answer-list';
import type { TGetExamRankingsResponse } from '@lectern/contracts/exams/get-exam-rankings';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TGetUserExamListResponse } from '@lectern/contracts/exams/get-user-exam-list';
import type { z } from 'zod';
import {
  createPaperWithQuestions,
  createSheets,
  invite,
  minutesFromNow,
  saveAnswers,
  startedSheet,
  submitSheet,
  type PaperFields,
  type SheetFields,
  type TestPaper,
  type TestQuestion,
} from '../../test/exam-factories';
import {
  bulkUserCode,
  createMember,
  createMembersInBulk,
  createOrganisation,
  createTenant,
  signedInLearner,
  type TestMember,
  type TestOrganisation,
  type TestTenant,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { startOfDay } from './exam-day';
import { startOfMonth } from './results.service';

let test: TestApp;

beforeAll(async () => {
  // Papers change in the database under the app, as another process's pack import would change
  // them: read afresh on every call (paper-cache.test.ts covers the cache).
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const SECOND_MS = 1000;
const HOUR_MS = 60 * 60 * SECOND_MS;
const DAY_MS = 24 * HOUR_MS;

const newLearner = (
  tenant?: TestTenant,
  fields: { userCode?: string; nickName?: string; organisations?: TestOrganisation[] } = {},
) => signedInLearner(test, tenant, fields);

const get = <TBody>(token: string, path: string, query: Record<string, string>) =>
  callApi<TBody>(test.app, { path, token, query }).then(({ envelope }) => envelope);

const examResult = (token: string, answerSheetId: string) =>
  get<TGetExamResultResponse>(token, '/exam/result', { answerSheetId });
const answerDetail = (token: string, query: Record<string, string>) =>
  get<TGetAnswerDetailResponse>(token, '/exam/answerDetail', query);
const answerList = (token: string, paperId: string) =>
  get<TGetAnswerListResponse>(token, '/exam/answerList', { paperId });
const userExamList = (token: string, query: Record<string, string> = {}) =>
  get<TGetUserExamListResponse>(token, '/exam/userExamList', query);
const rankings = (token: string, query: Record<string, string>) =>
  get<TGetExamRankingsResponse>(token, '/exam/rankings', query);

const paperWith = async (tenant: TestTenant, fields: PaperFields & { score?: number } = {}) =>
  (await createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE], fields)).paper;

const setPaperRules = (
  paper: TestPaper,
  rules: {
    answersVisibility?: z.infer<typeof ZAnswersVisibility>;
    hideResultUntilEnd?: boolean;
    expireTime?: number | null;
    keysVisibility?: TKeysVisibility;
    resultReleaseTime?: number | null;
    timesAllowed?: number | null;
  },
) =>
  test.db
    .updateTable('papers')
    .set({
      ...(rules.answersVisibility === undefined
        ? {}
        : { answers_visibility: rules.answersVisibility }),
      ...(rules.hideResultUntilEnd === undefined
        ? {}
        : { hide_result_until_end: rules.hideResultUntilEnd ? 1 : 0 }),
      ...(rules.expireTime === undefined ? {} : { expire_time: rules.expireTime }),
      ...(rules.keysVisibility === undefined ? {} : { keys_visibility: rules.keysVisibility }),
      ...(rules.resultReleaseTime === undefined
        ? {}
        : { result_release_time: rules.resultReleaseTime }),
      ...(rules.timesAllowed === undefined ? {} : { times_allowed: rules.timesAllowed }),
    })
    .where('id', '=', paper.id)
    .execute();

/** Moves a submitted sheet's start so that it took `timeUsed` ms. */
const setTimeUsed = async (sheetId: string, timeUsed: number) => {
  const { finished_at } = await test.db
    .selectFrom('answer_sheets')
    .select('finished_at')
    .where('id', '=', sheetId)
    .executeTakeFirstOrThrow();
  await test.db
    .updateTable('answer_sheets')
    .set({ started_at: (finished_at ?? 0) - timeUsed })
    .where('id', '=', sheetId)
    .execute();
};

/** Moves a sheet being answered into the past. */
const moveSheet = (sheetId: string, times: { startedAt: number; deadline: number }) =>
  test.db
    .updateTable('answer_sheets')
    .set({ started_at: times.startedAt, deadline_at: times.deadline })
    .where('id', '=', sheetId)
    .execute();

/** A submitted sheet written straight into the table, as grading leaves it. */
const insertSheet = async (
  paper: TestPaper,
  member: { id: string },
  fields: Omit<SheetFields, 'member'>,
) => (await createSheets(test.db, paper, [{ member, ...fields }]))[0]!;

const answerAndSubmit = async (
  token: string,
  paper: TestPaper,
  answers: { question: TestQuestion; answer: TAnswer | null }[],
) => {
  const sheetId = await startedSheet(test.app, token, paper.id);
  const saves = answers.flatMap(({ question, answer }, index) =>
    answer === null ? [] : [{ questionId: question.id, seq: index + 1, answer, marked: false }],
  );
  if (saves.length > 0) {
    expect((await saveAnswers(test.app, token, sheetId, saves)).code).toBe('200');
  }
  expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
  return sheetId;
};

const takeAndSubmit = async (token: string, paper: TestPaper) => {
  const sheetId = await startedSheet(test.app, token, paper.id);
  expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
  return sheetId;
};

/** A refusal: the code and no body, so no key or analysis either. */
const expectRefusal = (envelope: { code: string; body: unknown }, code: string) => {
  expect(envelope).toEqual({ code, body: null });
};

describe('the exam result', () => {
  it('shows score, pass, time used and the rank by score, then shorter time', async () => {
    const { tenant, token } = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
      { name: 'Safety basics', passScore: 10 },
    );
    const [truth, choice] = questions as [TestQuestion, TestQuestion];
    const sheetId = await answerAndSubmit(token, paper, [
      { question: truth, answer: truth.rightAnswer },
      { question: choice, answer: choice.wrongAnswer },
    ]);
    await setTimeUsed(sheetId, 200 * SECOND_MS);

    const others = [];
    for (let index = 0; index < 3; index += 1) others.push(await createMember(test.db, tenant));
    const [first, second, third] = others as [TestMember, TestMember, TestMember];
    await insertSheet(paper, first, { score: 20, timeUsed: 100 * SECOND_MS });
    await insertSheet(paper, second, { score: 10, timeUsed: 50 * SECOND_MS });
    await insertSheet(paper, third, { score: 10, timeUsed: 500 * SECOND_MS });
    // Neither a sheet being marked nor another paper's sheet is ranked.
    await insertSheet(paper, third, { score: 20, timeUsed: 1, state: SheetState.MARKING });
    await insertSheet(await paperWith(tenant), third, { score: 20, timeUsed: 1 });

    const envelope = await examResult(token, sheetId);
    expect(envelope).toEqual({
      code: '200',
      body: {
        answerSheetId: sheetId,
        paperId: paper.id,
        paperName: 'Safety basics',
        state: SheetState.JUDGED,
        resultReleaseTime: null,
        passed: true,
        score: 10,
        totalScore: 20,
        passScore: 10,
        startTime: expect.any(Number),
        finishTime: expect.any(Number),
        timeUsed: 200 * SECOND_MS,
        rank: 3,
        queryCode: expect.stringMatching(QUERY_CODE_PATTERN),
        canViewAnswers: true,
        canRetake: true,
        selfGradingUntil: null,
        pageLeaves: null,
      },
    });
    expect(envelope.body.finishTime - envelope.body.startTime).toBe(200 * SECOND_MS);
  });

  it('offers a retake only when the start would allow one', async () => {
    const { tenant, token } = await newLearner();
    const once = await paperWith(tenant, { timesAllowed: 1, passScore: 10 });
    const onceResult = (await examResult(token, await takeAndSubmit(token, once))).body;
    expect(onceResult).toMatchObject({ passed: false, score: 0, canRetake: false });

    const twice = await paperWith(tenant, { timesAllowed: 2, expireTime: minutesFromNow(60) });
    const twiceSheetId = await takeAndSubmit(token, twice);
    expect((await examResult(token, twiceSheetId)).body.canRetake).toBe(true);
    // A sheet being answered is continued, not retaken.
    const answeringSheetId = await startedSheet(test.app, token, twice.id);
    expect((await examResult(token, twiceSheetId)).body.canRetake).toBe(false);
    expect((await submitSheet(test.app, token, answeringSheetId)).code).toBe('200');

    const ended = await paperWith(tenant, { expireTime: minutesFromNow(60) });
    const endedSheetId = await takeAndSubmit(token, ended);
    await setPaperRules(ended, { expireTime: minutesFromNow(-1) });
    expect((await examResult(token, endedSheetId)).body.canRetake).toBe(false);
  });

  it('leaves score, pass and rank empty while the sheet is being marked', async () => {
    const { tenant, token } = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.TRUE_FALSE,
      QuestionType.SHORT_ANSWER,
    ]);
    const sheetId = await answerAndSubmit(
      token,
      paper,
      questions.map((question) => ({ question, answer: question.rightAnswer })),
    );
    expect((await examResult(token, sheetId)).body).toMatchObject({
      state: SheetState.MARKING,
      resultReleaseTime: null,
      score: null,
      passed: null,
      rank: null,
      canViewAnswers: true,
    });
  });

  it('hides score, pass and rank until the end time when the paper says so', async () => {
    const { tenant, token } = await newLearner();
    const expireTime = minutesFromNow(60);
    const paper = await paperWith(tenant, { expireTime, passScore: 10 });
    await setPaperRules(paper, { hideResultUntilEnd: true });
    const sheetId = await takeAndSubmit(token, paper);

    expect((await examResult(token, sheetId)).body).toMatchObject({
      state: SheetState.JUDGED,
      resultReleaseTime: expireTime,
      score: null,
      passed: null,
      rank: null,
      canViewAnswers: false,
    });

    await setPaperRules(paper, { expireTime: minutesFromNow(-1) });
    expect((await examResult(token, sheetId)).body).toMatchObject({
      resultReleaseTime: null,
      score: 0,
      passed: false,
      rank: 1,
      canViewAnswers: true,
    });
  });

  it('shows a sheet still being answered without a result', async () => {
    const { tenant, token } = await newLearner();
    const paper = await paperWith(tenant);
    const sheetId = await startedSheet(test.app, token, paper.id);
    expect((await examResult(token, sheetId)).body).toMatchObject({
      state: SheetState.ANSWERING,
      resultReleaseTime: null,
      score: null,
      passed: null,
      rank: null,
      canViewAnswers: false,
      canRetake: false,
    });
  });

  it('submits a sheet whose time is up before showing it', async () => {
    const { tenant, token } = await newLearner();
    const paper = await paperWith(tenant);
    const sheetId = await startedSheet(test.app, token, paper.id);
    const deadline = Date.now() - 60 * SECOND_MS;
    await moveSheet(sheetId, { startedAt: deadline - HOUR_MS / 2, deadline });
    expect((await examResult(token, sheetId)).body).toMatchObject({
      state: SheetState.JUDGED,
      finishTime: deadline,
      timeUsed: HOUR_MS / 2,
      score: 0,
    });
  });

  it('refuses another learner’s sheet and answers another tenant’s like a missing one', async () => {
    const { tenant, token } = await newLearner();
    const { token: neighbourToken } = await newLearner(tenant);
    const neighbourSheetId = await takeAndSubmit(neighbourToken, await paperWith(tenant));
    expectRefusal(await examResult(token, neighbourSheetId), '300325');

    const { token: strangerToken, tenant: strangerTenant } = await newLearner();
    const strangerSheetId = await takeAndSubmit(strangerToken, await paperWith(strangerTenant));
    const missing = await examResult(token, 'no-such-sheet');
    expectRefusal(missing, '300324');
    expect(await examResult(token, strangerSheetId)).toEqual(missing);
  });
});

describe('the answer detail', () => {
  it('tags every question and shows the keys and analyses of a submitted sheet', async () => {
    const { tenant, token } = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.SINGLE_CHOICE,
      QuestionType.TRUE_FALSE,
      QuestionType.MULTIPLE_CHOICE,
      QuestionType.FILL_IN_BLANK,
      QuestionType.SHORT_ANSWER,
      QuestionType.SCALE,
    ]);
    await setPaperRules(paper, { keysVisibility: KeysVisibility.AFTER_SUBMIT });
    const [single, truth, multiple, blanks, short, scale] = questions as TestQuestion[] as [
      TestQuestion,
      TestQuestion,
      TestQuestion,
      TestQuestion,
      TestQuestion,
      TestQuestion,
    ];
    const partly: TAnswer = { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A'] };
    const sheetId = await answerAndSubmit(token, paper, [
      { question: single, answer: single.rightAnswer },
      { question: truth, answer: truth.wrongAnswer },
      { question: multiple, answer: partly },
      { question: blanks, answer: null },
      { question: short, answer: short.rightAnswer },
      { question: scale, answer: scale.rightAnswer },
    ]);

    const envelope = await answerDetail(token, { answerSheetId: sheetId });
    expect(envelope.code).toBe('200');
    expect(envelope.body).toMatchObject({
      answerSheetId: sheetId,
      paperName: paper.name,
      state: SheetState.MARKING,
      score: null,
      passed: null,
      totalScore: 60,
    });
    const graded = envelope.body.questions.map(({ question, ...rest }) => ({
      questionId: question.questionId,
      ...rest,
    }));
    expect(graded).toEqual([
      {
        questionId: single.id,
        answer: single.rightAnswer,
        status: 'right',
        score: 10,
        key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
        analysis: single.analysis,
        mark: null,
      },
      {
        questionId: truth.id,
        answer: truth.wrongAnswer,
        status: 'wrong',
        score: 0,
        key: { questionType: QuestionType.TRUE_FALSE, value: true },
        analysis: truth.analysis,
        mark: null,
      },
      {
        questionId: multiple.id,
        answer: partly,
        status: 'partial',
        score: 5,
        key: { questionType: QuestionType.MULTIPLE_CHOICE, choices: ['A', 'C'] },
        analysis: multiple.analysis,
        mark: null,
      },
      {
        questionId: blanks.id,
        answer: null,
        status: 'unanswered',
        score: 0,
        key: {
          questionType: QuestionType.FILL_IN_BLANK,
          blanks: [['Paris'], ['Rome']],
          blanksUnordered: false,
          caseSensitive: false,
        },
        analysis: blanks.analysis,
        mark: null,
      },
      {
        questionId: short.id,
        answer: short.rightAnswer,
        status: 'not-judged',
        score: null,
        key: null,
        analysis: short.analysis,
        mark: null,
      },
      {
        questionId: scale.id,
        answer: scale.rightAnswer,
        status: 'not-scored',
        score: 0,
        key: null,
        analysis: scale.analysis,
        mark: null,
      },
    ]);
    expect(envelope.body.questions[0]?.question.score).toBe(10);
  });

  it('finds a judged sheet by its query code, in any case', async () => {
    const { tenant, token } = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.TRUE_FALSE],
      { passScore: 10 },
    );
    const [truth] = questions as [TestQuestion];
    const sheetId = await answerAndSubmit(token, paper, [
      { question: truth, answer: truth.rightAnswer },
    ]);
    const byId = await answerDetail(token, { answerSheetId: sheetId });
    expect(byId.body).toMatchObject({ state: SheetState.JUDGED, score: 10, passed: true });
    expect(byId.body.finishTime).toBeGreaterThanOrEqual(byId.body.startTime);

    const { queryCode } = (await examResult(token, sheetId)).body;
    expect(await answerDetail(token, { queryCode })).toEqual(byId);
    expect(await answerDetail(token, { queryCode: ` ${queryCode.toLowerCase()} ` })).toEqual(byId);
  });

  it('answers the query code codes: empty, malformed, unknown, another’s', async () => {
    const { tenant, token } = await newLearner();
    expectRefusal(await answerDetail(token, {}), '300317');
    expectRefusal(await answerDetail(token, { queryCode: '' }), '300317');
    expectRefusal(await answerDetail(token, { queryCode: '   ' }), '300317');
    for (const malformed of ['ABC', 'ILOU000000', '0123456789A', '01234-6789']) {
      expectRefusal(await answerDetail(token, { queryCode: malformed }), '300341');
    }
    const unknown = await answerDetail(token, { queryCode: '0000000000' });
    expectRefusal(unknown, '300319');

    const { token: neighbourToken } = await newLearner(tenant);
    const neighbourSheetId = await takeAndSubmit(neighbourToken, await paperWith(tenant));
    const neighbourCode = (await examResult(neighbourToken, neighbourSheetId)).body.queryCode;
    expectRefusal(await answerDetail(token, { queryCode: neighbourCode }), '300325');

    const { token: strangerToken, tenant: strangerTenant } = await newLearner();
    const strangerSheetId = await takeAndSubmit(strangerToken, await paperWith(strangerTenant));
    const strangerCode = (await examResult(strangerToken, strangerSheetId)).body.queryCode;
    expect(await answerDetail(token, { queryCode: strangerCode })).toEqual(unknown);
  });

  it('refuses another learner’s sheet and answers another tenant’s like a missing one', async () => {
    const { tenant, token } = await newLearner();
    const { token: neighbourToken } = await newLearner(tenant);
    const neighbourSheetId = await takeAndSubmit(neighbourToken, await paperWith(tenant));
    expectRefusal(await answerDetail(token, { answerSheetId: neighbourSheetId }), '300325');

    const { token: strangerToken, tenant: strangerTenant } = await newLearner();
    const strangerSheetId = await takeAndSubmit(strangerToken, await paperWith(strangerTenant));
    const missing = await answerDetail(token, { answerSheetId: 'no-such-sheet' });
    expectRefusal(missing, '300324');
    expect(await answerDetail(token, { answerSheetId: strangerSheetId })).toEqual(missing);
  });

  it('shows no answer sheet during the exam', async () => {
    const { tenant, token } = await newLearner();
    const paper = await paperWith(tenant);
    const sheetId = await startedSheet(test.app, token, paper.id);
    expectRefusal(await answerDetail(token, { answerSheetId: sheetId }), '300338');
    const { queryCode } = (await examResult(token, sheetId)).body;
    expectRefusal(await answerDetail(token, { queryCode }), '300338');

    // Once its time is up the server submits it, and it can be read.
    await moveSheet(sheetId, {
      startedAt: Date.now() - 2 * HOUR_MS,
      deadline: Date.now() - HOUR_MS,
    });
    expect((await answerDetail(token, { answerSheetId: sheetId })).body.state).toBe(
      SheetState.JUDGED,
    );
  });

  it('follows the paper’s answer visibility', async () => {
    const { tenant, token } = await newLearner();
    const never = await paperWith(tenant);
    await setPaperRules(never, { answersVisibility: AnswersVisibility.NEVER });
    const neverSheetId = await takeAndSubmit(token, never);
    expectRefusal(await answerDetail(token, { answerSheetId: neverSheetId }), '300339');
    expect((await examResult(token, neverSheetId)).body.canViewAnswers).toBe(false);

    const afterEnd = await paperWith(tenant, { expireTime: minutesFromNow(60) });
    await setPaperRules(afterEnd, { answersVisibility: AnswersVisibility.AFTER_END });
    const afterEndSheetId = await takeAndSubmit(token, afterEnd);
    expectRefusal(await answerDetail(token, { answerSheetId: afterEndSheetId }), '300340');
    expect((await examResult(token, afterEndSheetId)).body).toMatchObject({
      canViewAnswers: false,
      score: 0,
    });
    await setPaperRules(afterEnd, { expireTime: minutesFromNow(-1) });
    const opened = await answerDetail(token, { answerSheetId: afterEndSheetId });
    expect(opened.code).toBe('200');
    expect(opened.body.questions[0]?.key).toEqual({
      questionType: QuestionType.TRUE_FALSE,
      value: true,
    });
    expect((await examResult(token, afterEndSheetId)).body.canViewAnswers).toBe(true);

    // With no end time there is nothing to wait for.
    const endless = await paperWith(tenant, { expireTime: null });
    await setPaperRules(endless, {
      answersVisibility: AnswersVisibility.AFTER_END,
      hideResultUntilEnd: true,
    });
    const endlessSheetId = await takeAndSubmit(token, endless);
    expect((await answerDetail(token, { answerSheetId: endlessSheetId })).code).toBe('200');
    expect((await examResult(token, endlessSheetId)).body).toMatchObject({
      resultReleaseTime: null,
      score: 0,
    });

    // Hidden results keep the graded answers hidden too.
    const hidden = await paperWith(tenant, { expireTime: minutesFromNow(60) });
    await setPaperRules(hidden, { hideResultUntilEnd: true });
    const hiddenSheetId = await takeAndSubmit(token, hidden);
    expectRefusal(await answerDetail(token, { answerSheetId: hiddenSheetId }), '300340');
  });

  it('follows the paper’s key display policy', async () => {
    const { tenant, token } = await newLearner();
    const keyOf = async (sheetId: string) => {
      const { body } = await answerDetail(token, { answerSheetId: sheetId });
      return {
        shown: body.keysShown,
        policy: body.keysVisibility,
        releaseTime: body.keysReleaseTime,
        key: body.questions[0]?.key ?? null,
      };
    };
    const trueKey = { questionType: QuestionType.TRUE_FALSE, value: true };

    // After the last attempt: a blank first attempt shows tags, not the keys for the second.
    const twice = await paperWith(tenant, { timesAllowed: 2 });
    await setPaperRules(twice, { keysVisibility: KeysVisibility.AFTER_LAST_ATTEMPT });
    const first = await takeAndSubmit(token, twice);
    expect(await keyOf(first)).toEqual({
      shown: false,
      policy: KeysVisibility.AFTER_LAST_ATTEMPT,
      releaseTime: null,
      key: null,
    });
    const second = await takeAndSubmit(token, twice);
    expect(await keyOf(second)).toMatchObject({ shown: true, key: trueKey });
    expect(await keyOf(first)).toMatchObject({ shown: true, key: trueKey });

    // With unlimited attempts the last one never comes: the keys wait for the end, if any.
    const ending = minutesFromNow(60);
    const unlimited = await paperWith(tenant, { expireTime: ending });
    await setPaperRules(unlimited, { keysVisibility: KeysVisibility.AFTER_LAST_ATTEMPT });
    const unlimitedSheet = await takeAndSubmit(token, unlimited);
    expect(await keyOf(unlimitedSheet)).toEqual({
      shown: false,
      policy: KeysVisibility.AFTER_END,
      releaseTime: ending,
      key: null,
    });
    await setPaperRules(unlimited, { expireTime: minutesFromNow(-1) });
    expect(await keyOf(unlimitedSheet)).toMatchObject({ shown: true, key: trueKey });
    const endless = await paperWith(tenant, { expireTime: null });
    const endlessSheet = await takeAndSubmit(token, endless);
    expect(await keyOf(endlessSheet)).toMatchObject({
      shown: false,
      policy: KeysVisibility.NEVER,
    });

    const never = await paperWith(tenant, { timesAllowed: 1 });
    await setPaperRules(never, { keysVisibility: KeysVisibility.NEVER });
    const neverSheet = await takeAndSubmit(token, never);
    const neverDetail = await answerDetail(token, { answerSheetId: neverSheet });
    expect(neverDetail.body.questions[0]).toMatchObject({ status: 'unanswered', key: null });
    expect(JSON.stringify(neverDetail)).not.toContain('"analysis":"');
  });

  it('hides results until a configured release time, then shows them', async () => {
    const { tenant, token } = await newLearner();
    const paper = await paperWith(tenant, { expireTime: null });
    const release = minutesFromNow(30);
    await setPaperRules(paper, { resultReleaseTime: release });
    const sheetId = await takeAndSubmit(token, paper);
    expect((await examResult(token, sheetId)).body).toMatchObject({
      resultReleaseTime: release,
      score: null,
      passed: null,
      rank: null,
      canViewAnswers: false,
    });
    expectRefusal(await answerDetail(token, { answerSheetId: sheetId }), '300340');
    expect(
      (await rankings(token, { paperId: paper.id, tab: 'member', sort: 'all' })).body,
    ).toMatchObject({ list: [], total: 0 });
    expect((await answerList(token, paper.id)).body.list[0]).toMatchObject({ score: null });

    await setPaperRules(paper, { resultReleaseTime: minutesFromNow(-1) });
    expect((await examResult(token, sheetId)).body).toMatchObject({
      resultReleaseTime: null,
      score: 0,
      canViewAnswers: true,
    });
    expect(
      (await rankings(token, { paperId: paper.id, tab: 'member', sort: 'all' })).body.total,
    ).toBe(1);
  });

  it('never puts keys or analyses in results and lists', async () => {
    const { tenant, token } = await newLearner();
    const { paper, questions } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.SINGLE_CHOICE,
    ]);
    await setPaperRules(paper, { keysVisibility: KeysVisibility.AFTER_SUBMIT });
    const sheetId = await takeAndSubmit(token, paper);
    const analysis = (questions[0] as TestQuestion).analysis;
    for (const envelope of [
      await examResult(token, sheetId),
      await answerList(token, paper.id),
      await userExamList(token),
    ]) {
      expect(envelope.code).toBe('200');
      expect(JSON.stringify(envelope)).not.toContain(analysis);
    }
    expect(JSON.stringify(await answerDetail(token, { answerSheetId: sheetId }))).toContain(
      analysis,
    );
  });
});

describe('the answer list', () => {
  it('lists the learner’s submitted sheets of a paper, newest first, numbered by attempt', async () => {
    const { tenant, token } = await newLearner();
    const { token: neighbourToken } = await newLearner(tenant);
    const paper = await paperWith(tenant, { name: 'Forklift licence', passScore: 0 });
    const firstSheetId = await takeAndSubmit(token, paper);
    const secondSheetId = await takeAndSubmit(token, paper);
    const answeringSheetId = await startedSheet(test.app, token, paper.id);
    await takeAndSubmit(neighbourToken, paper);

    const envelope = await answerList(token, paper.id);
    expect(envelope.code).toBe('200');
    expect(envelope.body.paperName).toBe('Forklift licence');
    expect(envelope.body.list).toEqual([
      {
        answerSheetId: secondSheetId,
        answerNo: 2,
        startTime: expect.any(Number),
        finishTime: expect.any(Number),
        state: SheetState.JUDGED,
        score: 0,
        passed: true,
      },
      expect.objectContaining({ answerSheetId: firstSheetId, answerNo: 1 }),
    ]);

    // Deleting the exam record hides the submitted sheets; later ones show again.
    await callApi(test.app, { path: '/exam/deleteRecord', token, body: { paperId: paper.id } });
    expect((await answerList(token, paper.id)).body.list).toEqual([]);
    expect((await examResult(token, firstSheetId)).code).toBe('200');
    expect((await submitSheet(test.app, token, answeringSheetId)).code).toBe('200');
    expect((await answerList(token, paper.id)).body.list).toEqual([
      expect.objectContaining({ answerSheetId: answeringSheetId, answerNo: 3 }),
    ]);
  });

  it('leaves score and pass empty while marking or hidden', async () => {
    const { tenant, token } = await newLearner();
    const { paper: marked, questions } = await createPaperWithQuestions(test.db, tenant, [
      QuestionType.SHORT_ANSWER,
    ]);
    const [short] = questions as [TestQuestion];
    await answerAndSubmit(token, marked, [{ question: short, answer: short.rightAnswer }]);
    expect((await answerList(token, marked.id)).body.list).toEqual([
      expect.objectContaining({ state: SheetState.MARKING, score: null, passed: null }),
    ]);

    const hidden = await paperWith(tenant, { expireTime: minutesFromNow(60) });
    await setPaperRules(hidden, { hideResultUntilEnd: true });
    await takeAndSubmit(token, hidden);
    expect((await answerList(token, hidden.id)).body.list).toEqual([
      expect.objectContaining({ state: SheetState.JUDGED, score: null, passed: null }),
    ]);
  });

  it('answers another tenant’s paper like a missing one', async () => {
    const { token } = await newLearner();
    const elsewhere = await paperWith(await createTenant(test.db));
    expectRefusal(await answerList(token, 'no-such-paper'), '300320');
    expectRefusal(await answerList(token, elsewhere.id), '300320');
  });
});

describe('the exam records', () => {
  it('pages through every submitted sheet still shown, newest first', async () => {
    const { tenant, member, token } = await newLearner();
    const { member: neighbour } = await newLearner(tenant);
    const safety = await paperWith(tenant, { name: 'Safety', score: 10 });
    const firstAid = await paperWith(tenant, { name: 'First aid', score: 25 });
    const now = Date.now();
    const sheetIds: string[] = [];
    for (let index = 0; index < 11; index += 1) {
      sheetIds.push(
        await insertSheet(index % 2 === 0 ? safety : firstAid, member, {
          score: index,
          timeUsed: 60 * SECOND_MS,
          finishedAt: now - (index + 1) * HOUR_MS,
          attemptNo: 11 - index,
        }),
      );
    }
    await insertSheet(safety, member, { score: 1, timeUsed: 1, hidden: true });
    await insertSheet(safety, neighbour, { score: 1, timeUsed: 1 });
    await startedSheet(test.app, token, firstAid.id);

    const first = await userExamList(token);
    expect(first.code).toBe('200');
    expect(first.body.total).toBe(11);
    expect(first.body.list.map((row) => row.answerSheetId)).toEqual(sheetIds.slice(0, 10));
    expect(first.body.list[1]).toEqual({
      answerSheetId: sheetIds[1],
      answerNo: 10,
      startTime: now - 2 * HOUR_MS - 60 * SECOND_MS,
      finishTime: now - 2 * HOUR_MS,
      state: SheetState.JUDGED,
      score: 1,
      passed: true,
      paperId: firstAid.id,
      paperName: 'First aid',
      totalScore: 25,
    });
    const second = await userExamList(token, { pageNum: '2', pageSize: '10' });
    expect(second.body).toEqual({
      list: [expect.objectContaining({ answerSheetId: sheetIds[10], paperName: 'Safety' })],
      total: 11,
    });
    expect((await userExamList(token, { pageSize: '20' })).body.list).toHaveLength(11);
  });

  it('shows a learner with no records an empty page, and nothing of other tenants', async () => {
    const { token } = await newLearner();
    const { token: strangerToken, tenant: strangerTenant } = await newLearner();
    await takeAndSubmit(strangerToken, await paperWith(strangerTenant));
    expect((await userExamList(token)).body).toEqual({ list: [], total: 0 });
  });
});

/**
 * Rankings at a fixed moment: noon on the 15th in the exam time zone, so 'today', 'this month' and
 * 'last month' are always distinct. Each learner's judged sheets (score / seconds used, when):
 *
 *   ann (Sales)          80/300 today   90/600 3 days ago
 *   bob (Sales)          90/500 20 days ago (last month)   70/200 today
 *   cat (Support)        90/500 5 days ago
 *   dan (Sales, Support) 60/100 today   60/100 today
 *   eve (Support)        95/900 last month
 *   gus (Support)        50/100 last month
 *   hal (no organisation) 40/100 last month
 */
describe('the rankings', () => {
  let now: number;
  let tenant: TestTenant;
  let paper: TestPaper;
  const tokens = new Map<string, string>();
  const members = new Map<string, TestMember>();

  const ranking = async (userCode: string, query: Record<string, string>) => {
    const envelope = await rankings(tokens.get(userCode) ?? '', { paperId: paper.id, ...query });
    expect(envelope.code).toBe('200');
    return envelope.body;
  };

  /** [userCode or dept, rank, score, seconds] per row. */
  const rowsOf = (rows: TRankingRow[], tab: TRankingTab = RankingTab.MEMBER) =>
    rows.map((row) => [
      tab === RankingTab.MEMBER ? row.userCode : row.dept,
      row.rank,
      row.score,
      row.duration / SECOND_MS,
    ]);

  beforeAll(async () => {
    now = startOfDay(Date.UTC(2031, 4, 15, 12), test.config.examTimeZone) + 12 * HOUR_MS;
    vi.setSystemTime(now);
    tenant = await createTenant(test.db);
    const sales = await createOrganisation(test.db, tenant, { code: 'sales', name: 'Sales' });
    const support = await createOrganisation(test.db, tenant, { code: 'support', name: 'Support' });
    paper = await paperWith(tenant, { score: 100 });
    const learners: [string, TestOrganisation[]][] = [
      ['ann', [sales]],
      ['bob', [sales]],
      ['cat', [support]],
      ['dan', [sales, support]],
      ['eve', [support]],
      ['gus', [support]],
      ['hal', []],
    ];
    for (const [userCode, organisations] of learners) {
      const learner = await newLearner(tenant, {
        userCode,
        nickName: `Learner ${userCode}`,
        organisations,
      });
      members.set(userCode, learner.member);
      tokens.set(userCode, learner.token);
    }
    const today = now - HOUR_MS;
    const sheets: [string, number, number, number][] = [
      ['ann', 80, 300, today],
      ['ann', 90, 600, now - 3 * DAY_MS],
      ['bob', 90, 500, now - 20 * DAY_MS],
      ['bob', 70, 200, today],
      ['cat', 90, 500, now - 5 * DAY_MS],
      ['dan', 60, 100, today],
      ['dan', 60, 100, today - HOUR_MS],
      ['eve', 95, 900, now - 20 * DAY_MS],
      ['gus', 50, 100, now - 21 * DAY_MS],
      ['hal', 40, 100, now - 22 * DAY_MS],
    ];
    for (const [userCode, score, seconds, finishedAt] of sheets) {
      await insertSheet(paper, members.get(userCode)!, {
        score,
        timeUsed: seconds * SECOND_MS,
        finishedAt,
        // A deleted exam record still ranks: it only leaves the learner's own lists.
        hidden: userCode === 'eve',
      });
    }
    // Never ranked: a sheet being marked, one being answered, and another paper's.
    const gus = members.get('gus')!;
    await insertSheet(paper, gus, { score: 100, timeUsed: 1, state: SheetState.MARKING });
    await insertSheet(paper, gus, { score: 100, timeUsed: 1, state: SheetState.ANSWERING });
    await insertSheet(await paperWith(tenant), gus, { score: 100, timeUsed: 1 });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('ranks every judged sheet (all), by score then shorter time, ties sharing a rank', async () => {
    const body = await ranking('ann', { sort: RankingSort.ALL });
    expect(rowsOf(body.list)).toEqual([
      ['eve', 1, 95, 900],
      ['bob', 2, 90, 500],
      ['cat', 2, 90, 500],
      ['ann', 4, 90, 600],
      ['ann', 5, 80, 300],
      ['bob', 6, 70, 200],
      ['dan', 7, 60, 100],
      ['dan', 7, 60, 100],
      ['gus', 9, 50, 100],
      ['hal', 10, 40, 100],
    ]);
    expect(body.total).toBe(10);
    expect(body.list[0]).toEqual({
      rank: 1,
      nickname: 'Learner eve',
      userCode: 'eve',
      dept: 'Support',
      score: 95,
      duration: 900 * SECOND_MS,
    });
    expect(body.list.find((row) => row.userCode === 'dan')?.dept).toBe('Sales;Support');
    expect(body.list.find((row) => row.userCode === 'hal')?.dept).toBe('');
    // The learner's own row is their best sheet's.
    expect(body.mine).toMatchObject({ userCode: 'ann', rank: 4, score: 90 });
  });

  it('ranks today’s and this month’s sheets in the exam time zone', async () => {
    const today = await ranking('ann', { sort: RankingSort.TODAY });
    expect(rowsOf(today.list)).toEqual([
      ['ann', 1, 80, 300],
      ['bob', 2, 70, 200],
      ['dan', 3, 60, 100],
      ['dan', 3, 60, 100],
    ]);
    expect(today.total).toBe(4);
    expect(today.mine).toMatchObject({ rank: 1, score: 80 });

    const month = await ranking('ann', { sort: RankingSort.MONTH });
    expect(rowsOf(month.list)).toEqual([
      ['cat', 1, 90, 500],
      ['ann', 2, 90, 600],
      ['ann', 3, 80, 300],
      ['bob', 4, 70, 200],
      ['dan', 5, 60, 100],
      ['dan', 5, 60, 100],
    ]);
    expect((await ranking('eve', { sort: RankingSort.MONTH })).mine).toBeNull();
  });

  it('ranks each learner’s best sheet, ever and this month', async () => {
    const highest = await ranking('hal', { sort: RankingSort.HIGHEST });
    expect(rowsOf(highest.list)).toEqual([
      ['eve', 1, 95, 900],
      ['bob', 2, 90, 500],
      ['cat', 2, 90, 500],
      ['ann', 4, 90, 600],
      ['dan', 5, 60, 100],
      ['gus', 6, 50, 100],
      ['hal', 7, 40, 100],
    ]);
    expect(highest.total).toBe(7);
    expect(highest.mine).toEqual({
      rank: 7,
      nickname: 'Learner hal',
      userCode: 'hal',
      dept: '',
      score: 40,
      duration: 100 * SECOND_MS,
    });

    const monthHighest = await ranking('bob', { sort: RankingSort.MONTH_HIGHEST });
    expect(rowsOf(monthHighest.list)).toEqual([
      ['cat', 1, 90, 500],
      ['ann', 2, 90, 600],
      ['bob', 3, 70, 200],
      ['dan', 4, 60, 100],
    ]);
    expect(monthHighest.mine).toMatchObject({ rank: 3, score: 70 });
  });

  it('ranks each learner’s sum of scores, this month and ever', async () => {
    const monthTotal = await ranking('dan', { sort: RankingSort.MONTH_TOTAL });
    expect(rowsOf(monthTotal.list)).toEqual([
      ['ann', 1, 170, 900],
      ['dan', 2, 120, 200],
      ['cat', 3, 90, 500],
      ['bob', 4, 70, 200],
    ]);
    expect(monthTotal.mine).toMatchObject({ rank: 2, score: 120 });

    const total = await ranking('dan', { sort: RankingSort.TOTAL });
    expect(rowsOf(total.list)).toEqual([
      ['ann', 1, 170, 900],
      ['bob', 2, 160, 700],
      ['dan', 3, 120, 200],
      ['eve', 4, 95, 900],
      ['cat', 5, 90, 500],
      ['gus', 6, 50, 100],
      ['hal', 7, 40, 100],
    ]);
    expect(total.total).toBe(7);
  });

  it('ranks organisations by the average and the sum of their learners’ best scores', async () => {
    const tab = RankingTab.ORGANISATION;
    // Sales: ann 90/600, bob 90/500, dan 60/100. Support: cat 90/500, dan 60/100, eve 95/900, gus 50/100.
    const average = await ranking('dan', { tab, sort: RankingSort.AVERAGE });
    expect(rowsOf(average.list, tab)).toEqual([
      ['Sales', 1, 80, 400],
      ['Support', 2, 73.75, 400],
    ]);
    expect(average.total).toBe(2);
    expect(average.list[0]).toMatchObject({ nickname: '', userCode: '' });
    expect(average.mine).toMatchObject({ dept: 'Sales', rank: 1 });

    const sum = await ranking('dan', { tab, sort: RankingSort.SUM });
    expect(rowsOf(sum.list, tab)).toEqual([
      ['Support', 1, 295, 1600],
      ['Sales', 2, 240, 1200],
    ]);
    // The learner's organisation: the best ranked of theirs.
    expect(sum.mine).toMatchObject({ dept: 'Support', rank: 1 });
    expect((await ranking('ann', { tab, sort: RankingSort.SUM })).mine).toMatchObject({
      dept: 'Sales',
      rank: 2,
    });
    expect((await ranking('hal', { tab, sort: RankingSort.SUM })).mine).toBeNull();

    // A sort of the other tab falls back to the tab's first.
    expect(await ranking('dan', { tab, sort: RankingSort.HIGHEST })).toEqual(average);
    expect(await ranking('dan', { tab })).toEqual(average);
  });

  it('sorts learners by their best score unless told otherwise', async () => {
    expect(await ranking('ann', {})).toEqual(await ranking('ann', { sort: RankingSort.HIGHEST }));
    expect(await ranking('ann', { sort: RankingSort.SUM })).toEqual(
      await ranking('ann', { sort: RankingSort.HIGHEST }),
    );
  });

  it('ranks nobody while the paper hides its results', async () => {
    const hidden = await paperWith(tenant, { expireTime: now + HOUR_MS });
    await setPaperRules(hidden, { hideResultUntilEnd: true });
    await insertSheet(hidden, members.get('ann')!, { score: 10, timeUsed: SECOND_MS });
    const query = { paperId: hidden.id, sort: RankingSort.ALL };
    // It says when instead.
    expect((await rankings(tokens.get('ann')!, query)).body).toEqual({
      list: [],
      total: 0,
      mine: null,
      releaseTime: now + HOUR_MS,
    });
    await setPaperRules(hidden, { expireTime: now - 1 });
    expect((await rankings(tokens.get('ann')!, query)).body.total).toBe(1);
  });

  it('ranks only papers the learner may open', async () => {
    const token = tokens.get('ann')!;
    const uninvited = await paperWith(tenant, { isPublic: false });
    expectRefusal(await rankings(token, { paperId: uninvited.id }), '300306');
    const invited = await paperWith(tenant, { isPublic: false });
    await invite(test.db, invited, members.get('ann')!);
    expect((await rankings(token, { paperId: invited.id })).code).toBe('200');
    const elsewhere = await paperWith(await createTenant(test.db));
    const missing = await rankings(token, { paperId: 'no-such-paper' });
    expectRefusal(missing, '300320');
    expect(await rankings(token, { paperId: elsewhere.id })).toEqual(missing);
    expectRefusal(
      await rankings(token, { paperId: (await paperWith(tenant, { deletedAt: now })).id }),
      '300307',
    );
  });
});

/**
 * Issue 5 S5: 2,000 learners with 5 judged sheets each, scores and times chosen to tie often. Every
 * sort is checked against rankings computed here from the same sheets, and timed.
 */
describe('the rankings of a large exam', () => {
  const LEARNERS = 2_000;
  const SHEETS_PER_LEARNER = 5;
  const ORGANISATIONS = 20;
  const TOP = '50';
  /**
   * The median of a few calls, a guard against queries that read every sheet or run per row;
   * the target is 20 ms at the 99th percentile (docs/decisions/0011), this is generous for CI.
   */
  const MEDIAN_BUDGET_MS = 50;
  const TIMED_CALLS = 5;

  type Sheet = { id: string; learner: number; score: number; timeUsed: number; finishedAt: number };
  /** [userCode or dept, rank, score, duration] */
  type Row = [string, number, number, number];

  let now: number;
  let token: string;
  let paper: TestPaper;
  let organisations: TestOrganisation[];
  let userCodes: string[];
  let sheets: Sheet[];

  const call = async (query: Record<string, string>) => {
    const started = performance.now();
    const envelope = await rankings(token, { paperId: paper.id, ...query });
    const elapsed = performance.now() - started;
    expect(envelope.code).toBe('200');
    return { body: envelope.body, elapsed };
  };
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

  /** Rank by score, then less time; level entries share a rank and are listed by `name`. */
  const rankedRows = (entries: { name: string; score: number; duration: number }[]): Row[] => {
    const sorted = [...entries].sort(
      (a, b) =>
        b.score - a.score ||
        a.duration - b.duration ||
        (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    let rank = 0;
    return sorted.map((entry, index) => {
      const previous = sorted[index - 1];
      if (!previous || previous.score !== entry.score || previous.duration !== entry.duration) {
        rank = index + 1;
      }
      return [entry.name, rank, entry.score, entry.duration];
    });
  };

  /** Each learner's best sheet: the highest score, then the least time. */
  const bestOf = (counted: Sheet[]) => {
    const best = new Map<number, Sheet>();
    for (const sheet of counted) {
      const held = best.get(sheet.learner);
      if (
        !held ||
        sheet.score > held.score ||
        (sheet.score === held.score && sheet.timeUsed < held.timeUsed)
      ) {
        best.set(sheet.learner, sheet);
      }
    }
    return [...best.values()];
  };

  /** The member ranking of the sheets finished since `since`, computed here. */
  const expectedMemberRows = (basis: 'sheet' | 'best' | 'sum', since: number | null): Row[] => {
    const counted = sheets.filter((sheet) => since === null || sheet.finishedAt >= since);
    const entry = (learner: number, score: number, duration: number) => ({
      name: userCodes[learner]!,
      score,
      duration,
    });
    if (basis !== 'sum') {
      const entries = basis === 'best' ? bestOf(counted) : counted;
      return rankedRows(entries.map((sheet) => entry(sheet.learner, sheet.score, sheet.timeUsed)));
    }
    const sums = new Map<number, { score: number; duration: number }>();
    for (const sheet of counted) {
      const sum = sums.get(sheet.learner) ?? { score: 0, duration: 0 };
      sums.set(sheet.learner, {
        score: sum.score + sheet.score,
        duration: sum.duration + sheet.timeUsed,
      });
    }
    return rankedRows([...sums].map(([learner, sum]) => entry(learner, sum.score, sum.duration)));
  };

  /** The organisation ranking computed here: organisations by their learners' best sheets. */
  const expectedOrganisationRows = (aggregate: 'average' | 'sum'): Row[] => {
    const bests = bestOf(sheets);
    const rows = rankedRows(
      organisations.map((organisation, index) => {
        const theirs = bests.filter((sheet) => sheet.learner % ORGANISATIONS === index);
        const score = theirs.reduce((sum, sheet) => sum + sheet.score, 0);
        const duration = theirs.reduce((sum, sheet) => sum + sheet.timeUsed, 0);
        return aggregate === 'sum'
          ? { name: organisation.path, score, duration }
          : {
              name: organisation.path,
              score: score / theirs.length,
              duration: duration / theirs.length,
            };
      }),
    );
    // Ranked and listed by tree path; shown by name.
    return rows.map(([path, ...rest]) => [
      organisations.find((o) => o.path === path)!.name,
      ...rest,
    ]);
  };

  const memberRowsOf = (rows: TRankingRow[]): Row[] =>
    rows.map((row) => [row.userCode, row.rank, row.score, row.duration]);
  const organisationRowsOf = (rows: TRankingRow[]): Row[] =>
    rows.map((row) => [row.dept, row.rank, row.score, row.duration]);

  beforeAll(async () => {
    now = startOfDay(Date.UTC(2031, 4, 15, 12), test.config.examTimeZone) + 12 * HOUR_MS;
    vi.setSystemTime(now);
    const tenant = await createTenant(test.db);
    organisations = [];
    for (let index = 0; index < ORGANISATIONS; index += 1) {
      const code = `org-${String(index).padStart(2, '0')}`;
      organisations.push(await createOrganisation(test.db, tenant, { code, name: `Unit ${code}` }));
    }
    paper = await paperWith(tenant, { score: 100 });
    // Learner 0 signs in; the others are written at once.
    const learner = await newLearner(tenant, {
      userCode: bulkUserCode(0),
      organisations: [organisations[0]!],
    });
    token = learner.token;
    const members = [
      learner.member,
      ...(await createMembersInBulk(test.db, tenant, { from: 1, to: LEARNERS, organisations })),
    ];
    userCodes = members.map((member) => member.userCode);

    const planned = members.flatMap((member, learnerIndex) =>
      Array.from({ length: SHEETS_PER_LEARNER }, (_, attempt) => ({
        learner: learnerIndex,
        member,
        attemptNo: attempt + 1,
        // Scores from 0 to 100 and whole minutes from 1 to 60: many entries are level.
        score: (learnerIndex * 31 + attempt * 17) % 101,
        timeUsed: (((learnerIndex * 7 + attempt * 13) % 60) + 1) * 60 * SECOND_MS,
        // One sheet every 6 minutes back from now: about 42 days, so today and this month differ.
        finishedAt: now - (learnerIndex * SHEETS_PER_LEARNER + attempt) * 6 * 60 * SECOND_MS,
        // A deleted exam record still ranks.
        hidden: learnerIndex % 10 === 3,
      })),
    );
    const ids = await createSheets(test.db, paper, planned);
    sheets = planned.map((sheet, index) => ({ ...sheet, id: ids[index]! }));
    // Never ranked: sheets being marked or answered, and another paper's.
    await createSheets(test.db, paper, [
      {
        member: members[1]!,
        score: 100,
        timeUsed: SECOND_MS,
        state: SheetState.MARKING,
        attemptNo: 6,
      },
      {
        member: members[2]!,
        score: 100,
        timeUsed: SECOND_MS,
        state: SheetState.ANSWERING,
        attemptNo: 6,
      },
    ]);
    await createSheets(test.db, await paperWith(tenant), [
      { member: members[3]!, score: 100, timeUsed: SECOND_MS },
    ]);
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('has level entries at the top, sharing a rank', async () => {
    for (const sort of [RankingSort.ALL, RankingSort.HIGHEST]) {
      const { list } = (await call({ sort, pageSize: TOP })).body;
      expect(new Set(list.map((row) => row.rank)).size, sort).toBeLessThan(list.length);
    }
  });

  it.each([
    { sort: RankingSort.ALL, basis: 'sheet', period: 'ever' },
    { sort: RankingSort.TODAY, basis: 'sheet', period: 'day' },
    { sort: RankingSort.MONTH, basis: 'sheet', period: 'month' },
    { sort: RankingSort.HIGHEST, basis: 'best', period: 'ever' },
    { sort: RankingSort.MONTH_HIGHEST, basis: 'best', period: 'month' },
    { sort: RankingSort.TOTAL, basis: 'sum', period: 'ever' },
    { sort: RankingSort.MONTH_TOTAL, basis: 'sum', period: 'month' },
  ] as const)(
    'ranks the top 50 and the learner by $sort, quickly',
    async ({ sort, basis, period }) => {
      const since =
        period === 'day'
          ? startOfDay(now, test.config.examTimeZone)
          : period === 'month'
            ? startOfMonth(now, test.config.examTimeZone)
            : null;
      const expected = expectedMemberRows(basis, since);
      const mine = expected.find(([userCode]) => userCode === userCodes[0])!;

      const { body } = await call({ sort, pageSize: TOP });
      expect(body.total).toBe(expected.length);
      expect(memberRowsOf(body.list)).toEqual(expected.slice(0, Number(TOP)));
      for (const row of [...body.list, body.mine!]) {
        const learner = userCodes.indexOf(row.userCode);
        expect(row.nickname).toBe(`Learner ${row.userCode}`);
        expect(row.dept).toBe(organisations[learner % ORGANISATIONS]!.name);
      }
      expect(body.mine && memberRowsOf([body.mine])[0]).toEqual(mine);

      const third = await call({ sort, pageNum: '3', pageSize: '10' });
      expect(memberRowsOf(third.body.list)).toEqual(expected.slice(20, 30));
      const beyond = await call({ sort, pageNum: '1000', pageSize: TOP });
      expect(beyond.body).toEqual({
        list: [],
        total: expected.length,
        mine: body.mine,
        releaseTime: null,
      });

      const elapsed: number[] = [];
      for (let index = 0; index < TIMED_CALLS; index += 1) {
        elapsed.push((await call({ sort, pageSize: TOP })).elapsed);
      }
      expect(median(elapsed), `${sort}: ${elapsed.map(Math.round).join(', ')} ms`).toBeLessThan(
        MEDIAN_BUDGET_MS,
      );
    },
  );

  it.each([RankingSort.AVERAGE, RankingSort.SUM] as const)(
    'ranks the organisations by their learners’ best sheets ($0), quickly',
    async (sort) => {
      const expected = expectedOrganisationRows(sort);
      const { body } = await call({ tab: RankingTab.ORGANISATION, sort, pageSize: TOP });
      expect(body.total).toBe(ORGANISATIONS);
      expect(organisationRowsOf(body.list)).toEqual(expected);
      expect(body.mine && organisationRowsOf([body.mine])[0]).toEqual(
        expected.find(([dept]) => dept === 'Unit org-00'),
      );

      const elapsed: number[] = [];
      for (let index = 0; index < TIMED_CALLS; index += 1) {
        elapsed.push((await call({ tab: RankingTab.ORGANISATION, sort, pageSize: TOP })).elapsed);
      }
      expect(median(elapsed), `${sort}: ${elapsed.map(Math.round).join(', ')} ms`).toBeLessThan(
        MEDIAN_BUDGET_MS,
      );
    },
  );

  it('shows each of the learner’s results with its rank among every sheet, quickly', async () => {
    const everySheet = expectedMemberRows('sheet', null);
    for (const sheet of sheets.filter(({ learner }) => learner === 0)) {
      const envelope = await examResult(token, sheet.id);
      expect(envelope.code).toBe('200');
      const rank = everySheet.find(
        ([, , score, duration]) => score === sheet.score && duration === sheet.timeUsed,
      )![1];
      expect(envelope.body).toMatchObject({ score: sheet.score, timeUsed: sheet.timeUsed, rank });
    }

    const mine = sheets.find(({ learner }) => learner === 0)!;
    const elapsed: number[] = [];
    for (let index = 0; index < TIMED_CALLS; index += 1) {
      const started = performance.now();
      expect((await examResult(token, mine.id)).code).toBe('200');
      elapsed.push(performance.now() - started);
    }
    expect(median(elapsed), `result: ${elapsed.map(Math.round).join(', ')} ms`).toBeLessThan(
      MEDIAN_BUDGET_MS,
    );
  });
});
