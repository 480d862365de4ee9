import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType, type TQuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetMistakeQuestionsResponse } from '@lectern/contracts/mistakes/get-mistake-questions';
import type { TGetMistakeSetsResponse } from '@lectern/contracts/mistakes/get-mistake-sets';
import { MistakeSourceType, type TMistakeSettings } from '@lectern/contracts/mistakes/mistakes';
import type { TPostSaveMistakeAnswerResponse } from '@lectern/contracts/mistakes/post-save-mistake-answer';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import {
  createExamClassification,
  createPaperWithQuestions,
  saveAnswers,
  startedSheet,
  submitSheet,
} from '../../test/exam-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import {
  createPracticeClassification,
  createPracticeTask,
  savePracticeAnswer,
  startPractice,
  type TestPracticeClassification,
  type TestPracticeTask,
} from '../../test/practice-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { wrongAnswersRepository } from './wrong-answers.repository';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, {
    edition: Edition.EXAM,
    modules: [Module.EXAMS, Module.PRACTICE],
  });
});
afterAll(() => test.close());

/** A classified task of one question (single choice unless told) on the knowledge points given. */
const pointedTask = async (
  points: string[],
  classification?: TestPracticeClassification,
  type: TQuestionType = QuestionType.SINGLE_CHOICE,
): Promise<TestPracticeTask> => {
  const task = await createPracticeTask(test.db, tenant, {
    types: [type],
    classification: classification ?? (await createPracticeClassification(test.db, tenant)),
  });
  await test.db
    .updateTable('questions')
    .set({ knowledge_points: JSON.stringify(points) })
    .where('id', '=', task.questions[0]!.id)
    .execute();
  return task;
};

const sets = async (token: string, sourceType: number) => {
  const { envelope } = await callApi<TGetMistakeSetsResponse>(test.app, {
    path: '/mistakes/sets',
    token,
    query: { sourceType: String(sourceType) },
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const saveSettings = async (token: string, settings: Partial<TMistakeSettings>) => {
  const { envelope } = await callApi(test.app, {
    path: '/mistakes/saveSettings',
    token,
    body: {
      collectInExam: true,
      collectInExercise: true,
      collectInKnowledgeExercise: true,
      autoRemove: false,
      autoRemoveAfter: 3,
      ...settings,
    },
  });
  expect(envelope.code).toBe('200');
};

const answerSet = (
  token: string,
  set: { sourceType: number; sourceId: string },
  questionId: string,
  seq: number,
  answer: TAnswer,
) =>
  callApi<TPostSaveMistakeAnswerResponse>(test.app, {
    path: '/mistakes/saveAnswer',
    token,
    body: { ...set, questionId, seq, answer },
  });

/** Starts the task and answers its question wrong with `seq`. */
const answerWrong = async (token: string, task: TestPracticeTask, seq: number) => {
  expect((await startPractice(test.app, token, task.id)).envelope.code).toBe('200');
  const [question] = task.questions;
  const { envelope } = await savePracticeAnswer(test.app, token, {
    taskId: task.id,
    questionId: question!.id,
    seq,
    answer: question!.wrongAnswer!,
  });
  expect(envelope.code).toBe('200');
};

describe('mistake sets', () => {
  it('collects a wrong practice answer in its exercise and knowledge-point sets, not a right one', async () => {
    const classification = await createPracticeClassification(test.db, tenant, { name: 'Fire' });
    const task = await pointedTask(['Extinguishers', 'Exits'], classification);
    const right = await pointedTask(['Extinguishers']);
    const { token } = await signedInLearner(test, tenant);
    await answerWrong(token, task, 1);
    await startPractice(test.app, token, right.id);
    await savePracticeAnswer(test.app, token, {
      taskId: right.id,
      questionId: right.questions[0]!.id,
      seq: 1,
      answer: right.questions[0]!.rightAnswer,
    });

    expect(await sets(token, MistakeSourceType.EXERCISE)).toEqual([
      {
        sourceType: MistakeSourceType.EXERCISE,
        sourceId: classification.id,
        name: 'Fire',
        questionCount: 1,
        wrongCount: 1,
        correctCount: 0,
      },
    ]);
    expect(
      (await sets(token, MistakeSourceType.KNOWLEDGE_POINT)).map((set) => [
        set.name,
        set.wrongCount,
      ]),
    ).toEqual([
      ['Exits', 1],
      ['Extinguishers', 1],
    ]);
    expect(await sets(token, MistakeSourceType.EXAM)).toEqual([]);

    const { envelope } = await callApi<TGetMistakeQuestionsResponse>(test.app, {
      path: '/mistakes/questions',
      token,
      query: { sourceType: '1', sourceId: classification.id },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.name).toBe('Fire');
    expect(envelope.body.questions).toEqual([
      expect.objectContaining({
        view: expect.objectContaining({ questionId: task.questions[0]!.id }),
        knowledgePoints: ['Extinguishers', 'Exits'],
        wrongCount: 1,
        correctCount: 0,
      }),
    ]);
    // Another learner sees none of it.
    const other = await signedInLearner(test, tenant);
    expect(await sets(other.token, MistakeSourceType.EXERCISE)).toEqual([]);
  });

  it('collects only where the settings say, with defaults until saved', async () => {
    const { token } = await signedInLearner(test, tenant);
    const defaults = await callApi(test.app, { path: '/mistakes/settings', token });
    expect(defaults.envelope).toEqual({
      code: '200',
      body: {
        collectInExam: true,
        collectInExercise: true,
        collectInKnowledgeExercise: true,
        autoRemove: false,
        autoRemoveAfter: 3,
      },
    });
    await saveSettings(token, { collectInExercise: false, autoRemove: true, autoRemoveAfter: 2 });
    const saved = await callApi<TMistakeSettings>(test.app, { path: '/mistakes/settings', token });
    expect(saved.envelope.body).toMatchObject({ collectInExercise: false, autoRemoveAfter: 2 });
    const task = await pointedTask(['Ladders']);
    await answerWrong(token, task, 1);
    expect(await sets(token, MistakeSourceType.EXERCISE)).toEqual([]);
    expect((await sets(token, MistakeSourceType.KNOWLEDGE_POINT)).map((set) => set.name)).toEqual([
      'Ladders',
    ]);

    await saveSettings(token, { collectInKnowledgeExercise: false });
    const next = await pointedTask(['Ropes']);
    await answerWrong(token, next, 1);
    expect((await sets(token, MistakeSourceType.KNOWLEDGE_POINT)).map((set) => set.name)).toEqual([
      'Ladders',
    ]);
    expect(await sets(token, MistakeSourceType.EXERCISE)).toHaveLength(1);

    const refused = await callApi(test.app, {
      path: '/mistakes/saveSettings',
      token,
      body: { ...saved.envelope.body, autoRemoveAfter: 0 },
    });
    expect(refused.envelope.code).toBe(ErrorCode.REQUIRED_PARAMETER_EMPTY);
  });

  it('counts a wrong answer once when saves of it race, and again in a new round', async () => {
    const task = await pointedTask([]);
    const { token } = await signedInLearner(test, tenant);
    await startPractice(test.app, token, task.id);
    const [question] = task.questions;
    const saves = await Promise.all(
      Array.from({ length: 8 }, () =>
        savePracticeAnswer(test.app, token, {
          taskId: task.id,
          questionId: question!.id,
          seq: 5,
          answer: question!.wrongAnswer!,
        }),
      ),
    );
    expect(saves.map(({ envelope }) => envelope.code)).toEqual(Array(8).fill('200'));
    expect((await sets(token, MistakeSourceType.EXERCISE))[0]).toMatchObject({ wrongCount: 1 });

    const reset = await callApi(test.app, {
      path: '/exercise/reset',
      token,
      body: { taskId: task.id },
    });
    expect(reset.envelope.code).toBe('200');
    await answerWrong(token, task, 6);
    expect((await sets(token, MistakeSourceType.EXERCISE))[0]).toMatchObject({
      questionCount: 1,
      wrongCount: 2,
    });
  });

  it('removes a question at exactly N correct answers when auto-removal is on', async () => {
    const task = await pointedTask([]);
    const { token } = await signedInLearner(test, tenant);
    await saveSettings(token, { autoRemove: true, autoRemoveAfter: 3 });
    await answerWrong(token, task, 1);
    const [set] = await sets(token, MistakeSourceType.EXERCISE);
    const ref = { sourceType: set!.sourceType, sourceId: set!.sourceId };
    const [question] = task.questions;

    const first = await answerSet(token, ref, question!.id, 1, question!.rightAnswer);
    expect(first.envelope.body).toMatchObject({
      correct: true,
      correctCount: 1,
      removed: false,
      key: expect.anything(),
    });
    // The same save again counts once.
    const again = await answerSet(token, ref, question!.id, 1, question!.rightAnswer);
    expect(again.envelope.body).toMatchObject({ correctCount: 1, removed: false });
    const wrong = await answerSet(token, ref, question!.id, 2, question!.wrongAnswer!);
    expect(wrong.envelope.body).toMatchObject({ correct: false, wrongCount: 2, correctCount: 1 });
    const second = await answerSet(token, ref, question!.id, 3, question!.rightAnswer);
    expect(second.envelope.body).toMatchObject({ correctCount: 2, removed: false });
    expect(await sets(token, MistakeSourceType.EXERCISE)).toHaveLength(1);
    // The third and the fourth right answer race: one reaches N and removes it.
    const [third, fourth] = await Promise.all([
      answerSet(token, ref, question!.id, 4, question!.rightAnswer),
      answerSet(token, ref, question!.id, 5, question!.rightAnswer),
    ]);
    const codes = [third!.envelope.code, fourth!.envelope.code].sort();
    expect(codes).toEqual(['200', ErrorCode.MISTAKE_SET_NOT_FOUND].sort());
    const winner = [third, fourth].find(({ envelope }) => envelope.code === '200')!;
    expect(winner.envelope.body).toMatchObject({ correctCount: 3, removed: true });
    // Sent again, the removing answer answers what it did, though the question is gone.
    const replay = await answerSet(
      token,
      ref,
      question!.id,
      winner.envelope.body.seq,
      question!.rightAnswer,
    );
    expect(replay.envelope.body).toMatchObject({ correctCount: 3, wrongCount: 2, removed: true });
    expect(await sets(token, MistakeSourceType.EXERCISE)).toEqual([]);
    const gone = await callApi(test.app, {
      path: '/mistakes/questions',
      token,
      query: { sourceType: '1', sourceId: ref.sourceId },
    });
    expect(gone.envelope.code).toBe(ErrorCode.MISTAKE_SET_NOT_FOUND);
    // A seq taken by another answer is refused.
    await answerWrong(token, await pointedTask([]), 1);
    const [other] = await sets(token, MistakeSourceType.EXERCISE);
    const reused = await answerSet(
      token,
      { sourceType: other!.sourceType, sourceId: other!.sourceId },
      (
        await callApi<TGetMistakeQuestionsResponse>(test.app, {
          path: '/mistakes/questions',
          token,
          query: { sourceType: '1', sourceId: other!.sourceId },
        })
      ).envelope.body.questions[0]!.view.questionId,
      2,
      question!.rightAnswer,
    );
    expect(reused.envelope.code).toBe(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
  });

  it('keeps a question with auto-removal off, and refuses empty answers', async () => {
    const task = await pointedTask([], undefined, QuestionType.MULTIPLE_CHOICE);
    const { token } = await signedInLearner(test, tenant);
    await saveSettings(token, { autoRemove: false, autoRemoveAfter: 1 });
    await answerWrong(token, task, 1);
    const [set] = await sets(token, MistakeSourceType.EXERCISE);
    const ref = { sourceType: set!.sourceType, sourceId: set!.sourceId };
    const [question] = task.questions;
    for (const seq of [1, 2]) {
      const { envelope } = await answerSet(token, ref, question!.id, seq, question!.rightAnswer);
      expect(envelope.body).toMatchObject({ correctCount: seq, removed: false });
    }
    const empty = await answerSet(token, ref, question!.id, 3, {
      kind: 'choice',
      keys: [],
    } as never);
    expect(empty.envelope.code).not.toBe('200');
    const missing = await answerSet(
      token,
      { ...ref, sourceId: 'nowhere' },
      question!.id,
      4,
      question!.rightAnswer,
    );
    expect(missing.envelope.code).toBe(ErrorCode.MISTAKE_SET_NOT_FOUND);
  });

  it('removes one question and clears per source type or all', async () => {
    const { token } = await signedInLearner(test, tenant);
    const first = await pointedTask(['Gloves']);
    const second = await pointedTask(['Boots']);
    await answerWrong(token, first, 1);
    await answerWrong(token, second, 1);
    const [set] = await sets(token, MistakeSourceType.EXERCISE);
    const removedQuestion = (
      await callApi<TGetMistakeQuestionsResponse>(test.app, {
        path: '/mistakes/questions',
        token,
        query: { sourceType: '1', sourceId: set!.sourceId },
      })
    ).envelope.body.questions[0]!.view.questionId;
    const removal = { sourceType: 1, sourceId: set!.sourceId, questionId: removedQuestion };
    const removed = await callApi(test.app, { path: '/mistakes/remove', token, body: removal });
    expect(removed.envelope).toEqual({ code: '200', body: { questionId: removedQuestion } });
    const twice = await callApi(test.app, { path: '/mistakes/remove', token, body: removal });
    expect(twice.envelope.code).toBe(ErrorCode.MISTAKE_SET_NOT_FOUND);
    expect(await sets(token, MistakeSourceType.EXERCISE)).toHaveLength(1);

    const cleared = await callApi(test.app, {
      path: '/mistakes/clear',
      token,
      body: { sourceType: MistakeSourceType.KNOWLEDGE_POINT },
    });
    expect(cleared.envelope).toEqual({ code: '200', body: { removedCount: 2 } });
    expect(await sets(token, MistakeSourceType.KNOWLEDGE_POINT)).toEqual([]);
    expect(await sets(token, MistakeSourceType.EXERCISE)).toHaveLength(1);
    const all = await callApi(test.app, { path: '/mistakes/clear', token, body: {} });
    expect(all.envelope).toEqual({ code: '200', body: { removedCount: 1 } });
    expect(await sets(token, MistakeSourceType.EXERCISE)).toEqual([]);
  });

  it('collects a submitted exam sheet’s wrong answers once, also when submissions race', async () => {
    const classification = await createExamClassification(test.db, tenant, {
      name: 'Safety exams',
    });
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE, QuestionType.SINGLE_CHOICE],
      { classification, timesAllowed: null },
    );
    const [wrong, right, unanswered] = questions;
    const { token } = await signedInLearner(test, tenant);
    const sheetId = await startedSheet(test.app, token, paper.id);
    const saved = await saveAnswers(test.app, token, sheetId, [
      { questionId: wrong!.id, seq: 1, answer: wrong!.wrongAnswer!, marked: false },
      { questionId: right!.id, seq: 2, answer: right!.rightAnswer, marked: false },
    ]);
    expect(saved.code).toBe('200');
    const submissions = await Promise.all(
      Array.from({ length: 6 }, () => submitSheet(test.app, token, sheetId)),
    );
    expect(submissions.some((envelope) => envelope.code === '200')).toBe(true);
    expect(await sets(token, MistakeSourceType.EXAM)).toEqual([
      {
        sourceType: MistakeSourceType.EXAM,
        sourceId: classification.id,
        name: 'Safety exams',
        questionCount: 1,
        wrongCount: 1,
        correctCount: 0,
      },
    ]);
    const { envelope } = await callApi<TGetMistakeQuestionsResponse>(test.app, {
      path: '/mistakes/questions',
      token,
      query: { sourceType: '5', sourceId: classification.id },
    });
    expect(envelope.body.questions.map((question) => question.view.questionId)).toEqual([
      wrong!.id,
    ]);
    expect(unanswered).toBeDefined();

    // A second sheet counts again; with exams not collected, a third does not.
    const again = await startedSheet(test.app, token, paper.id);
    await saveAnswers(test.app, token, again, [
      { questionId: wrong!.id, seq: 1, answer: wrong!.wrongAnswer!, marked: false },
    ]);
    expect((await submitSheet(test.app, token, again)).code).toBe('200');
    expect((await sets(token, MistakeSourceType.EXAM))[0]).toMatchObject({ wrongCount: 2 });
    await saveSettings(token, { collectInExam: false });
    const third = await startedSheet(test.app, token, paper.id);
    await saveAnswers(test.app, token, third, [
      { questionId: wrong!.id, seq: 1, answer: wrong!.wrongAnswer!, marked: false },
    ]);
    expect((await submitSheet(test.app, token, third)).code).toBe('200');
    expect((await sets(token, MistakeSourceType.EXAM))[0]).toMatchObject({ wrongCount: 2 });
  });

  it('adds up a learner’s sheets ended together, and leaves out those who do not collect', async () => {
    const classification = await createExamClassification(test.db, tenant, { name: 'Batched' });
    const { questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE],
      { classification },
    );
    const [shared, other] = questions.map(({ id }) => id);
    const collector = await signedInLearner(test, tenant);
    const declined = await signedInLearner(test, tenant);
    await saveSettings(declined.token, { collectInExam: false });
    const sheet = (memberId: string, questionIds: string[]) => ({
      tenantId: tenant.id,
      memberId,
      classificationId: classification.id,
      questionIds,
    });
    // Two sheets of one learner that share a question, ended in one transaction.
    await test.db
      .transaction()
      .execute((trx) =>
        wrongAnswersRepository(trx).collectExam([
          sheet(collector.member.id, [shared!, other!]),
          sheet(collector.member.id, [shared!]),
          sheet(declined.member.id, [shared!]),
        ]),
      );
    expect(await sets(collector.token, MistakeSourceType.EXAM)).toEqual([
      expect.objectContaining({ sourceId: classification.id, questionCount: 2, wrongCount: 3 }),
    ]);
    expect(await sets(declined.token, MistakeSourceType.EXAM)).toEqual([]);
  });

  it('is refused without the practice module', async () => {
    const plain = await createTenant(test.db, { edition: Edition.EXAM, modules: [Module.EXAMS] });
    const { token } = await signedInLearner(test, plain);
    const { envelope } = await callApi(test.app, { path: '/mistakes/settings', token });
    expect(envelope).toEqual({ code: ErrorCode.MODULE_NOT_ENABLED, body: null });
  });
});
