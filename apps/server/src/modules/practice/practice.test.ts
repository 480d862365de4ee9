import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TGetPracticeClassifyResponse } from '@lectern/contracts/practice/get-practice-classify';
import type { TGetPracticeListResponse } from '@lectern/contracts/practice/get-practice-list';
import type { TGetPracticePreviewResponse } from '@lectern/contracts/practice/get-practice-preview';
import type { TGetPracticeRecordsResponse } from '@lectern/contracts/practice/get-practice-records';
import type { TPostFinishPracticeResponse } from '@lectern/contracts/practice/post-finish-practice';
import type { TPostResetPracticeResponse } from '@lectern/contracts/practice/post-reset-practice';
import type { TPostSavePracticeAnswerResponse } from '@lectern/contracts/practice/post-save-practice-answer';
import type { TPostStartPracticeResponse } from '@lectern/contracts/practice/post-start-practice';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import {
  createPracticeClassification,
  createPracticeTask,
  recordPracticePayment,
  savePracticeAnswer,
  startPractice,
  type TestPracticeTask,
} from '../../test/practice-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

const practiceTenant = (fields: Parameters<typeof createTenant>[1] = {}) =>
  createTenant(test.db, { edition: Edition.EXAM, modules: [Module.PRACTICE], ...fields });

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await practiceTenant();
});
afterAll(() => test.close());

const learner = async (learnerTenant = tenant) => signedInLearner(test, learnerTenant);

const twoQuestionTask = () =>
  createPracticeTask(test.db, tenant, {
    types: [QuestionType.SINGLE_CHOICE, QuestionType.MULTIPLE_CHOICE],
  });

/** Answers every question of the task right, with seqs from `firstSeq`. */
const answerAll = async (token: string, task: TestPracticeTask, firstSeq = 1) => {
  for (const [index, question] of task.questions.entries()) {
    const { envelope } = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: question.id,
      seq: firstSeq + index,
      answer: question.rightAnswer,
    });
    expect(envelope.code).toBe('200');
  }
};

describe('question banks and practice tasks', () => {
  it('shows the classification tree under My classification', async () => {
    const classTenant = await practiceTenant();
    const parent = await createPracticeClassification(test.db, classTenant, { name: 'Safety' });
    const child = await createPracticeClassification(test.db, classTenant, {
      name: 'Fire',
      parent,
    });
    const { token } = await learner(classTenant);
    const { envelope } = await callApi<TGetPracticeClassifyResponse>(test.app, {
      path: '/exercise/list/classify',
      token,
    });
    expect(envelope.code).toBe('200');
    const [root] = envelope.body;
    expect(root).toMatchObject({
      classifyCode: '',
      classifyPath: '',
      labelKey: 'myClassification',
    });
    expect(root!.children).toEqual([
      expect.objectContaining({
        name: 'Safety',
        classifyPath: parent.path,
        children: [expect.objectContaining({ name: 'Fire', classifyPath: child.path })],
      }),
    ]);
  });

  it('lists tasks by classification and by name, and the learner’s own banks', async () => {
    const listTenant = await practiceTenant();
    const safety = await createPracticeClassification(test.db, listTenant);
    const fire = await createPracticeClassification(test.db, listTenant, { parent: safety });
    const other = await createPracticeClassification(test.db, listTenant);
    const fireTask = await createPracticeTask(test.db, listTenant, {
      name: 'Fire drills 100%',
      types: [QuestionType.TRUE_FALSE],
      classification: fire,
      level: 3,
      points: ['Extinguishers'],
    });
    const otherTask = await createPracticeTask(test.db, listTenant, {
      name: 'Hygiene',
      types: [QuestionType.SINGLE_CHOICE],
      classification: other,
    });
    const { token } = await learner(listTenant);
    const list = async (query: Record<string, string>) => {
      const { envelope } = await callApi<TGetPracticeListResponse>(test.app, {
        path: '/exercise/list',
        token,
        query,
      });
      expect(envelope.code).toBe('200');
      return envelope.body;
    };
    expect((await list({})).total).toBe(2);
    const underSafety = await list({ classifyPath: safety.path });
    expect(underSafety.list.map((task) => task.taskId)).toEqual([fireTask.id]);
    expect(underSafety.list[0]).toMatchObject({
      name: 'Fire drills 100%',
      classifyName: fire.name,
      level: 3,
      points: ['Extinguishers'],
      questionCount: 1,
      answeredCount: 0,
      correctRate: 0,
      mine: false,
      payCompleted: true,
    });
    // LIKE wildcards are taken literally.
    expect((await list({ keyword: '100%' })).list.map((task) => task.taskId)).toEqual([
      fireTask.id,
    ]);
    expect((await list({ keyword: '%' })).list.map((task) => task.taskId)).toEqual([fireTask.id]);
    expect((await list({ mine: 'true' })).total).toBe(0);

    const added = await callApi(test.app, {
      path: '/exercise/addMine',
      token,
      body: { taskId: otherTask.id },
    });
    expect(added.envelope).toEqual({ code: '200', body: { taskId: otherTask.id } });
    expect((await startPractice(test.app, token, fireTask.id)).envelope.code).toBe('200');
    const mine = await list({ mine: 'true' });
    expect(mine.list.map((task) => task.taskId).sort()).toEqual([fireTask.id, otherTask.id].sort());
    expect(mine.list.every((task) => task.mine)).toBe(true);
  });

  it('previews a task with its questions by type', async () => {
    const task = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.SINGLE_CHOICE, QuestionType.SINGLE_CHOICE, QuestionType.CLOZE],
    });
    const { token } = await learner();
    const { envelope } = await callApi<TGetPracticePreviewResponse>(test.app, {
      path: '/exercise/preview',
      token,
      query: { taskId: task.id },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.questionTypes).toEqual([
      { questionType: QuestionType.SINGLE_CHOICE, count: 2 },
      { questionType: QuestionType.CLOZE, count: 1 },
    ]);
    expect(envelope.body.blockedBy).toBeNull();
    const missing = await callApi(test.app, {
      path: '/exercise/preview',
      token,
      query: { taskId: 'no-such-task' },
    });
    expect(missing.envelope).toEqual({ code: ErrorCode.QUESTION_BANK_NOT_FOUND, body: null });
  });

  it('refuses a paid task until it is paid for (300408)', async () => {
    const task = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.TRUE_FALSE],
      cost: 9.9,
    });
    const { token, member } = await learner();
    const preview = await callApi<TGetPracticePreviewResponse>(test.app, {
      path: '/exercise/preview',
      token,
      query: { taskId: task.id },
    });
    expect(preview.envelope.body).toMatchObject({
      cost: 9.9,
      payCompleted: false,
      blockedBy: ErrorCode.PRACTICE_TASK_UNPAID,
    });
    expect((await startPractice(test.app, token, task.id)).envelope).toEqual({
      code: ErrorCode.PRACTICE_TASK_UNPAID,
      body: null,
    });
    await recordPracticePayment(test.db, task, member);
    expect((await startPractice(test.app, token, task.id)).envelope.code).toBe('200');
  });
});

describe('edition and module gating', () => {
  it('answers 300600 on the free edition', async () => {
    const freeTenant = await practiceTenant({ edition: Edition.FREE });
    const { token } = await learner(freeTenant);
    const { envelope } = await callApi(test.app, { path: '/exercise/list', token });
    expect(envelope).toEqual({ code: ErrorCode.PRACTICE_REQUIRES_EXAM_EDITION, body: null });
  });

  it('answers 408 when the tenant has the practice module off', async () => {
    const offTenant = await practiceTenant({
      edition: Edition.ALL_IN_ONE,
      modules: [Module.EXAMS],
    });
    const { token } = await learner(offTenant);
    const task = await createPracticeTask(test.db, offTenant, { types: [QuestionType.TRUE_FALSE] });
    for (const call of [
      callApi(test.app, { path: '/exercise/list', token }),
      startPractice(test.app, token, task.id),
    ]) {
      expect((await call).envelope).toEqual({ code: ErrorCode.MODULE_NOT_ENABLED, body: null });
    }
  });

  it('answers 403 before any gate without a session', async () => {
    const { envelope } = await callApi(test.app, { path: '/exercise/list' });
    expect(envelope.code).toBe('403');
  });
});

describe('practising', () => {
  it('answer mode: keys only once answered, each answer judged with its key and analysis', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    const start = await startPractice(test.app, token, task.id);
    const round = start.envelope.body as TPostStartPracticeResponse;
    expect(round.questions.map((question) => question.view.questionId)).toEqual(
      task.questions.map((question) => question.id),
    );
    expect(round.questions.every((question) => question.key === null)).toBe(true);
    expect(round.answers).toEqual([]);

    const [single, multiple] = task.questions;
    const right = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: single!.id,
      seq: 1,
      answer: single!.rightAnswer,
    });
    expect(right.envelope.code).toBe('200');
    expect(right.envelope.body).toMatchObject({
      correct: true,
      status: 'right',
      key: { questionType: QuestionType.SINGLE_CHOICE, choice: 'B' },
      analysis: single!.analysis,
      answeredCount: 1,
    });
    const wrong = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: multiple!.id,
      seq: 2,
      answer: multiple!.wrongAnswer!,
    });
    expect((wrong.envelope.body as TPostSavePracticeAnswerResponse).correct).toBe(false);

    // Another device continues where the learner was.
    const again = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(again.lastSeq).toBe(2);
    expect(again.answers.map((answer) => [answer.questionId, answer.correct])).toEqual(
      expect.arrayContaining([
        [single!.id, true],
        [multiple!.id, false],
      ]),
    );
    expect(again.questions.every((question) => question.key !== null)).toBe(true);
  });

  it('recite mode shows the key and analysis with every question', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    const { envelope } = await startPractice(test.app, token, task.id, 'recite');
    const round = envelope.body as TPostStartPracticeResponse;
    expect(round.mode).toBe('recite');
    expect(round.questions.map((question) => question.analysis)).toEqual(
      task.questions.map((question) => question.analysis),
    );
    expect(round.questions.every((question) => question.key !== null)).toBe(true);
  });

  it('grades every question type as exams do', async () => {
    const types = [
      QuestionType.COMBINATION,
      QuestionType.FILL_IN_BLANK,
      QuestionType.TRUE_FALSE,
      QuestionType.CLOZE,
      QuestionType.SORTING,
      QuestionType.MATCHING,
      QuestionType.CLASSIFICATION,
    ];
    const task = await createPracticeTask(test.db, tenant, { types });
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    for (const [index, question] of task.questions.entries()) {
      const { envelope } = await savePracticeAnswer(test.app, token, {
        taskId: task.id,
        questionId: question.id,
        seq: index + 1,
        answer: question.rightAnswer,
      });
      expect(envelope.code, `type ${question.questionType}`).toBe('200');
      expect((envelope.body as TPostSavePracticeAnswerResponse).correct).toBe(true);
    }
  });

  it('refuses bad saves with the catalogue codes and changes nothing', async () => {
    const task = await twoQuestionTask();
    const other = await twoQuestionTask();
    const { token } = await learner();
    const [question] = task.questions;
    const save = (fields: Partial<Parameters<typeof savePracticeAnswer>[2]>) =>
      savePracticeAnswer(test.app, token, {
        taskId: task.id,
        questionId: question!.id,
        seq: 5,
        answer: question!.rightAnswer,
        ...fields,
      });
    // Not entered yet.
    expect((await save({})).envelope.code).toBe(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
    await startPractice(test.app, token, task.id);
    expect((await save({ taskId: 'no-such-task' })).envelope.code).toBe(
      ErrorCode.QUESTION_BANK_NOT_FOUND,
    );
    expect((await save({ questionId: other.questions[0]!.id })).envelope.code).toBe(
      ErrorCode.QUESTION_NOT_FOUND,
    );
    expect(
      (await save({ answer: { questionType: QuestionType.MULTIPLE_CHOICE, choices: [] } })).envelope
        .code,
    ).toBe(ErrorCode.ANSWER_EMPTY);
    expect(
      (await save({ answer: { questionType: QuestionType.TRUE_FALSE, value: true } })).envelope
        .code,
    ).toBe(ErrorCode.ANSWER_QUESTION_INFO_WRONG);
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([]);
  });

  it('keeps a judged answer: the same save is idempotent, another is refused', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    const [question] = task.questions;
    const first = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: question!.id,
      seq: 3,
      answer: question!.wrongAnswer!,
    });
    const repeat = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: question!.id,
      seq: 3,
      answer: question!.wrongAnswer!,
    });
    expect(repeat.envelope.code).toBe('200');
    expect({ ...(repeat.envelope.body as object), serverTime: 0 }).toEqual({
      ...(first.envelope.body as object),
      serverTime: 0,
    });
    for (const seq of [2, 4]) {
      const changed = await savePracticeAnswer(test.app, token, {
        taskId: task.id,
        questionId: question!.id,
        seq,
        answer: question!.rightAnswer,
      });
      expect(changed.envelope.code).toBe(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
    }
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([expect.objectContaining({ seq: 3, correct: false })]);
  });

  it('stores one answer when saves of one question race', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    const [question] = task.questions;
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        savePracticeAnswer(test.app, token, {
          taskId: task.id,
          questionId: question!.id,
          seq: 10 + index,
          answer: index % 2 === 0 ? question!.rightAnswer : question!.wrongAnswer!,
        }),
      ),
    );
    const accepted = saves.filter(({ envelope }) => envelope.code === '200');
    expect(accepted).toHaveLength(1);
    expect(
      saves.filter(({ envelope }) => envelope.code === ErrorCode.ABNORMAL_ANSWER_PROGRESS),
    ).toHaveLength(7);
    const winner = accepted[0]!.envelope.body as TPostSavePracticeAnswerResponse;
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([
      expect.objectContaining({ seq: winner.seq, answer: winner.answer, correct: winner.correct }),
    ]);

    // The same save sent many times at once: all answer the one judgement.
    const [, other] = task.questions;
    const repeats = await Promise.all(
      Array.from({ length: 6 }, () =>
        savePracticeAnswer(test.app, token, {
          taskId: task.id,
          questionId: other!.id,
          seq: 30,
          answer: other!.rightAnswer,
        }),
      ),
    );
    expect(repeats.map(({ envelope }) => envelope.code)).toEqual(Array(6).fill('200'));
    // The round counts each question once, however its saves raced.
    expect(
      repeats.map(
        ({ envelope }) => (envelope.body as TPostSavePracticeAnswerResponse).answeredCount,
      ),
    ).toEqual(Array(6).fill(2));
  });

  it('counts each round exactly the answers it keeps when saves race a reset', async () => {
    const task = await createPracticeTask(test.db, tenant, {
      types: [
        QuestionType.SINGLE_CHOICE,
        QuestionType.TRUE_FALSE,
        QuestionType.SINGLE_CHOICE,
        QuestionType.TRUE_FALSE,
        QuestionType.SINGLE_CHOICE,
      ],
    });
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    const [last, ...raced] = [...task.questions].reverse();
    const outcomes = await Promise.all([
      ...raced.map((question, index) =>
        savePracticeAnswer(test.app, token, {
          taskId: task.id,
          questionId: question.id,
          seq: index + 1,
          answer: question.rightAnswer,
        }),
      ),
      callApi(test.app, { path: '/exercise/reset', token, body: { taskId: task.id } }),
    ]);
    // A save whose seq the reset overtook is refused; the others land in one round or the next.
    expect(outcomes.at(-1)!.envelope.code).toBe('200');
    for (const { envelope } of outcomes.slice(0, -1)) {
      expect(['200', ErrorCode.ABNORMAL_ANSWER_PROGRESS]).toContain(envelope.code);
    }
    const kept = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    const { envelope } = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: last!.id,
      seq: 10,
      answer: last!.rightAnswer,
    });
    expect((envelope.body as TPostSavePracticeAnswerResponse).answeredCount).toBe(
      kept.answers.length + 1,
    );
  });

  it('refuses to finish with questions unanswered, naming how many remain', async () => {
    const task = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE, QuestionType.SORTING],
    });
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: task.questions[0]!.id,
      seq: 1,
      answer: task.questions[0]!.rightAnswer,
    });
    const { envelope } = await callApi(test.app, {
      path: '/exercise/finish',
      token,
      body: { taskId: task.id },
    });
    expect(envelope).toEqual({ code: ErrorCode.PRACTICE_QUESTIONS_REMAIN, body: 2 });
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toHaveLength(1);
  });

  it('finishes into a record and starts the round over; older saves are stale', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    // The round's clock: entered at `base`, answered a minute and a half later, finished before
    // the real now (the records list the latest finish first).
    const base = Date.now() - 200_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(base);
    await startPractice(test.app, token, task.id);
    const [single, multiple] = task.questions;
    clock.mockReturnValue(base + 60_000);
    await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: single!.id,
      seq: 1,
      answer: single!.rightAnswer,
    });
    clock.mockReturnValue(base + 90_000);
    await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: multiple!.id,
      seq: 2,
      answer: multiple!.wrongAnswer!,
    });
    clock.mockReturnValue(base + 100_000);
    const finished = await callApi<TPostFinishPracticeResponse>(test.app, {
      path: '/exercise/finish',
      token,
      body: { taskId: task.id },
    });
    clock.mockRestore();
    expect(finished.envelope.code).toBe('200');
    expect(finished.envelope.body).toMatchObject({
      taskId: task.id,
      questionCount: 2,
      correctCount: 1,
      correctRate: 50,
      score: 1,
      timeSpentMs: 90_000,
      startedAt: base,
      finishedAt: base + 100_000,
    });
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([]);
    expect(round.lastSeq).toBe(2);
    // A save made before the finish, arriving late from another device.
    const late = await savePracticeAnswer(test.app, token, {
      taskId: task.id,
      questionId: single!.id,
      seq: 2,
      answer: single!.rightAnswer,
    });
    expect(late.envelope.code).toBe(ErrorCode.ABNORMAL_ANSWER_PROGRESS);
    await answerAll(token, task, 3);
    await callApi(test.app, { path: '/exercise/finish', token, body: { taskId: task.id } });

    const records = await callApi<TGetPracticeRecordsResponse>(test.app, {
      path: '/exercise/records',
      token,
      query: { taskId: task.id },
    });
    expect(records.envelope.body.total).toBe(2);
    expect(records.envelope.body.list.map((record) => record.correctCount)).toEqual([2, 1]);
    expect(records.envelope.body.list[0]).toMatchObject({ taskName: task.name, correctRate: 100 });
  });

  it('resets without a record', async () => {
    const task = await twoQuestionTask();
    const { token } = await learner();
    await startPractice(test.app, token, task.id);
    await answerAll(token, task);
    const reset = await callApi<TPostResetPracticeResponse>(test.app, {
      path: '/exercise/reset',
      token,
      body: { taskId: task.id },
    });
    expect(reset.envelope.code).toBe('200');
    expect(reset.envelope.body.lastSeq).toBe(2);
    const round = (await startPractice(test.app, token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([]);
    const records = await callApi<TGetPracticeRecordsResponse>(test.app, {
      path: '/exercise/records',
      token,
    });
    expect(records.envelope.body.total).toBe(0);
  });

  it('keeps each learner’s round and records their own', async () => {
    const task = await twoQuestionTask();
    const first = await learner();
    const second = await learner();
    await startPractice(test.app, first.token, task.id);
    await answerAll(first.token, task);
    await callApi(test.app, {
      path: '/exercise/finish',
      token: first.token,
      body: { taskId: task.id },
    });
    const round = (await startPractice(test.app, second.token, task.id)).envelope
      .body as TPostStartPracticeResponse;
    expect(round.answers).toEqual([]);
    const records = await callApi<TGetPracticeRecordsResponse>(test.app, {
      path: '/exercise/records',
      token: second.token,
    });
    expect(records.envelope.body.total).toBe(0);
  });
});
