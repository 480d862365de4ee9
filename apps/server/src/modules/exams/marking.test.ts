import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TGetAdminUngradedAnswersResponse } from '@lectern/contracts/exams/get-admin-ungraded-answers';
import type { TGetAnswerDetailResponse } from '@lectern/contracts/exams/get-answer-detail';
import type { TGetExamResultResponse } from '@lectern/contracts/exams/get-exam-result';
import type { TGetSelfGradingResponse } from '@lectern/contracts/exams/get-self-grading';
import { SELF_GRADING_WINDOW_MS, type TMarkedSheet } from '@lectern/contracts/exams/marking';
import type { TGetInmailListResponse } from '@lectern/contracts/messages/get-inmail-list';
import type { TKeywordRule } from '@lectern/contracts/questions/answer-key';
import {
  createPaper,
  createQuestion,
  createQuestionBank,
  saveAnswers,
  startedSheet,
  startExam,
  submitSheet,
  type PaperFields,
  type TestQuestion,
} from '../../test/exam-factories';
import { createMember, createTenant, login, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

let test: TestApp;

beforeAll(async () => {
  // Rankings kept a minute: one that shows a judged sheet at once was renewed for it.
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0, rankingCacheMs: 60_000 });
});
afterAll(() => test.close());

const call = <TBody>(
  token: string,
  path: string,
  request: { query?: Record<string, string>; body?: unknown },
) => callApi<TBody>(test.app, { path, token, ...request }).then(({ envelope }) => envelope);

const ungraded = (token: string, query: Record<string, string> = {}) =>
  call<TGetAdminUngradedAnswersResponse>(token, '/admin/exam/ungradedAnswers', { query });
const markAnswer = (
  token: string,
  body: { answerSheetId: string; questionId: string; score: number; comment?: string },
) => call<TMarkedSheet>(token, '/admin/exam/markAnswer', { body });
const selfGrading = (token: string, answerSheetId: string) =>
  call<TGetSelfGradingResponse>(token, '/exam/selfGrading', { query: { answerSheetId } });
const gradeOwn = (
  token: string,
  body: { answerSheetId: string; questionId: string; score: number },
) => call<TMarkedSheet>(token, '/exam/gradeOwnAnswer', { body });
const examResult = (token: string, answerSheetId: string) =>
  call<TGetExamResultResponse>(token, '/exam/result', { query: { answerSheetId } });
const answerDetail = (token: string, answerSheetId: string) =>
  call<TGetAnswerDetailResponse>(token, '/exam/answerDetail', { query: { answerSheetId } });
const paperRanking = (token: string, paperId: string) =>
  call<{ list: { score: number }[] }>(token, '/exam/rankings', {
    query: { paperId, tab: 'member', sort: 'all' },
  });
const inbox = (token: string) =>
  call<TGetInmailListResponse>(token, '/mine/listInmail', { query: {} });

const signedIn = async (tenant: TestTenant, role: 'learner' | 'admin' = MemberRole.LEARNER) => {
  const member = await createMember(test.db, tenant, { role });
  return { member, token: await login(test.app, member) };
};

/** Gives a short-answer question keyword rules, as a content pack would. */
const setKeywords = (question: TestQuestion, keywords: TKeywordRule[]) =>
  test.db
    .updateTable('questions')
    .set({
      answer_key: JSON.stringify({
        questionType: QuestionType.SHORT_ANSWER,
        referenceAnswer: 'Osmosis moves water across a membrane.',
        keywords,
      }),
    })
    .where('id', '=', question.id)
    .execute();

/**
 * A paper of a true/false question (10), and two short answers (10 each, a person marks them):
 * 30 points, 15 to pass.
 */
const markedPaper = async (tenant: TestTenant, fields: PaperFields = {}) => {
  const bank = await createQuestionBank(test.db, tenant);
  const truth = await createQuestion(test.db, bank, QuestionType.TRUE_FALSE);
  const essayA = await createQuestion(test.db, bank, QuestionType.SHORT_ANSWER);
  const essayB = await createQuestion(test.db, bank, QuestionType.SHORT_ANSWER);
  const paper = await createPaper(test.db, tenant, {
    passScore: 15,
    ...fields,
    questions: [truth, essayA, essayB].map((question) => ({ question, score: 10 })),
  });
  return { paper, truth, essayA, essayB };
};

const essay = (text: string) => ({ questionType: QuestionType.SHORT_ANSWER, text, fileUrls: [] });

/** A learner's sheet of the paper, answered (the true/false right) and submitted. */
const submittedSheet = async (
  token: string,
  { paper, truth, essayA, essayB }: Awaited<ReturnType<typeof markedPaper>>,
) => {
  const sheetId = await startedSheet(test.app, token, paper.id);
  const saved = await saveAnswers(test.app, token, sheetId, [
    { questionId: truth.id, answer: truth.rightAnswer, marked: false, seq: 1 },
    { questionId: essayA.id, answer: essay('Water moves by osmosis.'), marked: false, seq: 2 },
    { questionId: essayB.id, answer: essay('Through the cell membrane.'), marked: false, seq: 3 },
  ]);
  expect(saved.code).toBe('200');
  expect((await submitSheet(test.app, token, sheetId)).code).toBe('200');
  return sheetId;
};

/** Moves a submitted sheet, which took a minute, to have ended `ms` ago. */
const endedAgo = (sheetId: string, ms: number) =>
  test.db
    .updateTable('answer_sheets')
    .set({ started_at: Date.now() - ms - 60_000, finished_at: Date.now() - ms })
    .where('id', '=', sheetId)
    .execute();

const marksOf = (sheetId: string) =>
  test.db.selectFrom('sheet_marks').selectAll().where('sheet_id', '=', sheetId).execute();

describe('keyword rules', () => {
  it('scores a short answer with keywords at submission, without a marker', async () => {
    const tenant = await createTenant(test.db);
    const { token } = await signedIn(tenant);
    const bank = await createQuestionBank(test.db, tenant);
    const question = await createQuestion(test.db, bank, QuestionType.SHORT_ANSWER);
    await setKeywords(question, [
      { keyword: 'osmosis', synonyms: ['diffusion of water'], points: 6 },
      { keyword: 'membrane', synonyms: [], points: 6 },
    ]);
    const paper = await createPaper(test.db, tenant, {
      passScore: 5,
      questions: [{ question, score: 8 }],
    });
    const sheetId = await startedSheet(test.app, token, paper.id);
    await saveAnswers(test.app, token, sheetId, [
      {
        questionId: question.id,
        answer: essay('Diffusion of WATER across a membrane'),
        marked: false,
        seq: 1,
      },
    ]);
    const submitted = await submitSheet(test.app, token, sheetId);
    expect(submitted.body.state).toBe(SheetState.JUDGED);
    // 12 points found, capped at the question's 8 on this paper.
    const result = await examResult(token, sheetId);
    expect(result.body).toEqual(
      expect.objectContaining({
        state: SheetState.JUDGED,
        score: 8,
        passed: true,
        selfGradingUntil: null,
      }),
    );
    const detail = await answerDetail(token, sheetId);
    expect(detail.body.questions[0]).toEqual(
      expect.objectContaining({ status: 'right', score: 8, mark: null }),
    );
  });
});

describe('marking API', () => {
  it('refuses a learner session with 309001 and no session with 403', async () => {
    const tenant = await createTenant(test.db);
    const { token } = await signedIn(tenant);
    expect((await ungraded(token)).code).toBe(ErrorCode.NOT_ADMINISTRATOR);
    expect((await markAnswer(token, { answerSheetId: 'x', questionId: 'y', score: 1 })).code).toBe(
      ErrorCode.NOT_ADMINISTRATOR,
    );
    const { envelope } = await callApi(test.app, { path: '/admin/exam/ungradedAnswers' });
    expect(envelope.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('lists the answers waiting for a marker, with the reference answer, tenant by tenant', async () => {
    const tenant = await createTenant(test.db);
    const other = await createTenant(test.db);
    const { token } = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const otherMarker = await signedIn(other, MemberRole.ADMIN);
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(token, exam);

    const listed = await ungraded(marker.token, { paperId: exam.paper.id });
    expect(listed.code).toBe('200');
    expect(listed.body.total).toBe(2);
    expect(listed.body.list.map((row) => row.question.questionId).sort()).toEqual(
      [exam.essayA.id, exam.essayB.id].sort(),
    );
    expect(listed.body.list[0]).toEqual(
      expect.objectContaining({
        answerSheetId: sheetId,
        paperName: exam.paper.name,
        fullScore: 10,
        referenceAnswer: 'Because.',
      }),
    );
    expect((await ungraded(otherMarker.token)).body).toEqual({ list: [], total: 0 });
    // Another tenant's sheet answers like a missing one.
    const foreign = await markAnswer(otherMarker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 5,
    });
    expect(foreign.code).toBe(ErrorCode.ANSWER_SHEET_NOT_FOUND);
  });

  it('judges the sheet with the last score: result, ranking and one in-mail follow', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(learner.token, exam);
    expect((await startExam(test.app, learner.token, exam.paper.id)).code).toBe(
      ErrorCode.ANSWER_SHEET_BEING_MARKED,
    );

    const first = await markAnswer(marker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 4.5,
      comment: 'Name the membrane.',
    });
    expect(first.body).toEqual({
      answerSheetId: sheetId,
      state: SheetState.MARKING,
      remaining: 1,
      score: null,
      passed: null,
    });
    expect((await examResult(learner.token, sheetId)).body.score).toBeNull();
    expect((await inbox(learner.token)).body.total).toBe(0);
    // Not ranked while being marked; the paper's ranking is read (and kept) now.
    expect((await paperRanking(learner.token, exam.paper.id)).body.list).toEqual([]);

    const last = await markAnswer(marker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayB.id,
      score: 0,
    });
    expect(last.body).toEqual({
      answerSheetId: sheetId,
      state: SheetState.JUDGED,
      remaining: 0,
      score: 14.5,
      passed: false,
    });
    const result = await examResult(learner.token, sheetId);
    expect(result.body).toEqual(
      expect.objectContaining({ state: SheetState.JUDGED, score: 14.5, passed: false, rank: 1 }),
    );
    const detail = await answerDetail(learner.token, sheetId);
    const byId = new Map(detail.body.questions.map((entry) => [entry.question.questionId, entry]));
    expect(byId.get(exam.essayA.id)).toEqual(
      expect.objectContaining({
        status: 'partial',
        score: 4.5,
        mark: expect.objectContaining({
          score: 4.5,
          comment: 'Name the membrane.',
          source: 'marker',
        }),
      }),
    );
    expect(byId.get(exam.essayB.id)).toEqual(
      expect.objectContaining({ status: 'wrong', score: 0 }),
    );
    // The paper's kept ranking is renewed for the judged sheet (decision 0014), long before it
    // would have expired.
    await expect
      .poll(
        async () =>
          (await paperRanking(learner.token, exam.paper.id)).body.list.map((row) => row.score),
        { timeout: 5_000 },
      )
      .toEqual([14.5]);
    const messages = await inbox(learner.token);
    expect(messages.body.list).toEqual([
      expect.objectContaining({
        label: {
          key: 'sheetJudged',
          paperName: exam.paper.name,
          answerSheetId: sheetId,
          score: 14.5,
          passed: false,
        },
        readTime: null,
      }),
    ]);
    // Judged: the learner may take the exam again.
    expect((await startExam(test.app, learner.token, exam.paper.id)).code).toBe('200');
  });

  it('refuses a score above the question, a question not on the sheet and one graded by itself', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(learner.token, exam);
    const tooHigh = await markAnswer(marker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 10.5,
    });
    expect(tooHigh).toEqual({ code: ErrorCode.SCORE_OUT_OF_RANGE, body: 10 });
    const negative = await markAnswer(marker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: -1,
    });
    expect(negative.code).toBe(ErrorCode.REQUIRED_PARAMETER_EMPTY);
    expect(
      (await markAnswer(marker.token, { answerSheetId: sheetId, questionId: 'nope', score: 1 }))
        .code,
    ).toBe(ErrorCode.QUESTION_NOT_FOUND);
    expect(
      (
        await markAnswer(marker.token, {
          answerSheetId: sheetId,
          questionId: exam.truth.id,
          score: 1,
        })
      ).code,
    ).toBe(ErrorCode.ANSWER_NOT_AWAITING_MARKING);
    expect(await marksOf(sheetId)).toEqual([]);
  });

  it('stores one score when markers score one answer at once; the others get 309002', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const markers = await Promise.all([1, 2, 3, 4].map(() => signedIn(tenant, MemberRole.ADMIN)));
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(learner.token, exam);
    const answers = await Promise.all(
      markers.map((marker, index) =>
        markAnswer(marker.token, {
          answerSheetId: sheetId,
          questionId: exam.essayA.id,
          score: index + 1,
        }),
      ),
    );
    const codes = answers.map((answer) => answer.code).sort();
    expect(codes).toEqual([
      '200',
      ErrorCode.ANSWER_ALREADY_MARKED,
      ErrorCode.ANSWER_ALREADY_MARKED,
      ErrorCode.ANSWER_ALREADY_MARKED,
    ]);
    const winner = answers.findIndex((answer) => answer.code === '200');
    const marks = await marksOf(sheetId);
    expect(marks.map((mark) => [mark.question_id, Number(mark.score)])).toEqual([
      [exam.essayA.id, winner + 1],
    ]);
    expect(marks[0]?.marked_by).toBe(markers[winner]?.member.id);
  });

  it('judges a sheet once, with one in-mail, when its last two answers are scored at once', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const [first, second] = await Promise.all([1, 2].map(() => signedIn(tenant, MemberRole.ADMIN)));
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(learner.token, exam);
    const answers = await Promise.all([
      markAnswer(first!.token, { answerSheetId: sheetId, questionId: exam.essayA.id, score: 3 }),
      markAnswer(second!.token, { answerSheetId: sheetId, questionId: exam.essayB.id, score: 7 }),
    ]);
    expect(answers.map((answer) => answer.code)).toEqual(['200', '200']);
    expect(answers.map((answer) => answer.body.state).sort()).toEqual([
      SheetState.JUDGED,
      SheetState.MARKING,
    ]);
    const result = await examResult(learner.token, sheetId);
    expect(result.body).toEqual(
      expect.objectContaining({ state: SheetState.JUDGED, score: 20, passed: true }),
    );
    expect((await inbox(learner.token)).body.total).toBe(1);
  });
});

describe('self-grading', () => {
  it('lets the learner score their subjective answers within the window, then judges the sheet', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const exam = await markedPaper(tenant, { selfGrading: true });
    const sheetId = await submittedSheet(learner.token, exam);

    const result = await examResult(learner.token, sheetId);
    const finishTime = result.body.finishTime;
    expect(result.body.selfGradingUntil).toBe(finishTime + SELF_GRADING_WINDOW_MS);
    // Retaking now is answered with the reminder to grade first.
    expect((await startExam(test.app, learner.token, exam.paper.id)).code).toBe(
      ErrorCode.EXAM_ENDED_SELF_GRADE,
    );
    // Markers wait for the window to close.
    expect((await ungraded(marker.token, { paperId: exam.paper.id })).body.total).toBe(0);
    expect(
      (
        await markAnswer(marker.token, {
          answerSheetId: sheetId,
          questionId: exam.essayA.id,
          score: 1,
        })
      ).code,
    ).toBe(ErrorCode.ANSWER_NOT_AWAITING_MARKING);

    const listed = await selfGrading(learner.token, sheetId);
    expect(listed.body).toEqual(
      expect.objectContaining({
        answerSheetId: sheetId,
        until: finishTime + SELF_GRADING_WINDOW_MS,
      }),
    );
    expect(listed.body.questions).toHaveLength(2);
    expect(listed.body.questions[0]).toEqual(
      expect.objectContaining({
        answer: essay('Water moves by osmosis.'),
        fullScore: 10,
        referenceAnswer: 'Because.',
        mark: null,
      }),
    );
    const tooHigh = await gradeOwn(learner.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 11,
    });
    expect(tooHigh).toEqual({ code: ErrorCode.REQUIRED_PARAMETER_EMPTY, body: 'score' });

    const graded = await gradeOwn(learner.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 8,
    });
    expect(graded.body).toEqual(
      expect.objectContaining({ state: SheetState.MARKING, remaining: 1 }),
    );
    // A score cannot be changed.
    const again = await gradeOwn(learner.token, {
      answerSheetId: sheetId,
      questionId: exam.essayA.id,
      score: 10,
    });
    expect(again.code).toBe(ErrorCode.PAPER_BEING_MARKED);
    expect((await selfGrading(learner.token, sheetId)).body.questions[0]?.mark).toEqual(
      expect.objectContaining({ score: 8, source: 'self', comment: null }),
    );

    const last = await gradeOwn(learner.token, {
      answerSheetId: sheetId,
      questionId: exam.essayB.id,
      score: 10,
    });
    expect(last.body).toEqual(
      expect.objectContaining({ state: SheetState.JUDGED, remaining: 0, score: 28, passed: true }),
    );
    expect((await examResult(learner.token, sheetId)).body).toEqual(
      expect.objectContaining({ score: 28, selfGradingUntil: null }),
    );
    expect((await selfGrading(learner.token, sheetId)).code).toBe(ErrorCode.PAPER_BEING_MARKED);
  });

  it('closes after 30 minutes: what is left goes to the markers', async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const exam = await markedPaper(tenant, { selfGrading: true });
    const sheetId = await submittedSheet(learner.token, exam);
    await gradeOwn(learner.token, { answerSheetId: sheetId, questionId: exam.essayA.id, score: 6 });
    await endedAgo(sheetId, SELF_GRADING_WINDOW_MS);

    expect((await examResult(learner.token, sheetId)).body.selfGradingUntil).toBeNull();
    expect((await selfGrading(learner.token, sheetId)).code).toBe(ErrorCode.PAPER_BEING_MARKED);
    expect(
      (
        await gradeOwn(learner.token, {
          answerSheetId: sheetId,
          questionId: exam.essayB.id,
          score: 6,
        })
      ).code,
    ).toBe(ErrorCode.PAPER_BEING_MARKED);
    expect((await startExam(test.app, learner.token, exam.paper.id)).code).toBe(
      ErrorCode.ANSWER_SHEET_BEING_MARKED,
    );
    const listed = await ungraded(marker.token, { paperId: exam.paper.id });
    expect(listed.body.list.map((row) => row.question.questionId)).toEqual([exam.essayB.id]);
    // The learner's own score stands: a marker cannot score it again.
    expect(
      (
        await markAnswer(marker.token, {
          answerSheetId: sheetId,
          questionId: exam.essayA.id,
          score: 1,
        })
      ).code,
    ).toBe(ErrorCode.ANSWER_ALREADY_MARKED);
    const last = await markAnswer(marker.token, {
      answerSheetId: sheetId,
      questionId: exam.essayB.id,
      score: 2,
    });
    expect(last.body).toEqual(expect.objectContaining({ state: SheetState.JUDGED, score: 18 }));
  });

  it("is refused on a paper without self-grading and on another learner's sheet", async () => {
    const tenant = await createTenant(test.db);
    const learner = await signedIn(tenant);
    const other = await signedIn(tenant);
    const exam = await markedPaper(tenant);
    const sheetId = await submittedSheet(learner.token, exam);
    expect((await examResult(learner.token, sheetId)).body.selfGradingUntil).toBeNull();
    expect((await selfGrading(learner.token, sheetId)).code).toBe(ErrorCode.PAPER_BEING_MARKED);
    expect(
      (
        await gradeOwn(learner.token, {
          answerSheetId: sheetId,
          questionId: exam.essayA.id,
          score: 1,
        })
      ).code,
    ).toBe(ErrorCode.PAPER_BEING_MARKED);

    const allowing = await markedPaper(tenant, { selfGrading: true });
    const ownSheet = await submittedSheet(learner.token, allowing);
    expect((await selfGrading(other.token, ownSheet)).code).toBe(
      ErrorCode.CANNOT_VIEW_OTHERS_RESULTS,
    );
    expect(
      (
        await gradeOwn(other.token, {
          answerSheetId: ownSheet,
          questionId: allowing.essayA.id,
          score: 1,
        })
      ).code,
    ).toBe(ErrorCode.CANNOT_VIEW_OTHERS_RESULTS);
    expect(await marksOf(ownSheet)).toEqual([]);
  });
});
