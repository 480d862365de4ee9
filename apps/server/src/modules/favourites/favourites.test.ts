import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import type { TQuestionFavourite } from '@lectern/contracts/favourites/favourites';
import type { TGetFavouriteQuestionsResponse } from '@lectern/contracts/favourites/get-favourite-questions';
import type { TGetQuestionDetailResponse } from '@lectern/contracts/questions/get-question-detail';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { createPracticeTask, type TestPracticeTask } from '../../test/practice-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let task: TestPracticeTask;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, { edition: Edition.EXAM, modules: [Module.PRACTICE] });
  task = await createPracticeTask(test.db, tenant, {
    types: [QuestionType.SINGLE_CHOICE, QuestionType.TRUE_FALSE],
  });
});
afterAll(() => test.close());

const star = (token: string, questionId: string, on = true) =>
  callApi<TQuestionFavourite>(test.app, {
    path: on ? '/favourites/addQuestion' : '/favourites/removeQuestion',
    token,
    body: { questionId },
  });

const stateOf = async (token: string, questionId: string) =>
  (
    await callApi<TQuestionFavourite>(test.app, {
      path: '/favourites/question',
      token,
      query: { questionId },
    })
  ).envelope;

const favourites = async (token: string) => {
  const { envelope } = await callApi<TGetFavouriteQuestionsResponse>(test.app, {
    path: '/favourites/questions',
    token,
    query: { pageNum: '1', pageSize: '10' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const rowsOf = (memberId: string) =>
  test.db.selectFrom('favourites').selectAll().where('member_id', '=', memberId).execute();

describe('favourite questions', () => {
  it('stars and unstars a question, idempotently, newest first in the list', async () => {
    const { token } = await signedInLearner(test, tenant);
    const [first, second] = task.questions;
    expect(await stateOf(token, first!.id)).toEqual({
      code: '200',
      body: { questionId: first!.id, favourite: false },
    });
    expect((await star(token, first!.id)).envelope.body).toEqual({
      questionId: first!.id,
      favourite: true,
    });
    expect((await star(token, first!.id)).envelope.code).toBe('200');
    // A millisecond apart at least, so the newer star is listed first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await star(token, second!.id);
    const listed = await favourites(token);
    expect(listed.total).toBe(2);
    expect(listed.list.map((item) => item.questionId)).toEqual([second!.id, first!.id]);
    expect(listed.list[1]).toMatchObject({
      questionType: QuestionType.SINGLE_CHOICE,
      stem: `Question of type ${QuestionType.SINGLE_CHOICE}`,
    });
    expect((await stateOf(token, first!.id)).body).toEqual({
      questionId: first!.id,
      favourite: true,
    });
    expect((await star(token, first!.id, false)).envelope.body).toEqual({
      questionId: first!.id,
      favourite: false,
    });
    expect((await star(token, first!.id, false)).envelope.code).toBe('200');
    expect((await favourites(token)).list.map((item) => item.questionId)).toEqual([second!.id]);
  });

  it('stores one favourite however many stars race', async () => {
    const { token, member } = await signedInLearner(test, tenant);
    const questionId = task.questions[0]!.id;
    const answers = await Promise.all(Array.from({ length: 10 }, () => star(token, questionId)));
    expect(answers.map((answer) => answer.envelope.code)).toEqual(Array(10).fill('200'));
    expect(await rowsOf(member.id)).toHaveLength(1);
    expect((await favourites(token)).total).toBe(1);
  });

  it('stars only questions the learner may see, in their own tenant', async () => {
    const { token, member } = await signedInLearner(test, tenant);
    const paid = await createPracticeTask(test.db, tenant, {
      types: [QuestionType.SINGLE_CHOICE],
      cost: 5,
    });
    const other = await createTenant(test.db, {
      edition: Edition.EXAM,
      modules: [Module.PRACTICE],
    });
    const otherTask = await createPracticeTask(test.db, other, {
      types: [QuestionType.TRUE_FALSE],
    });
    for (const questionId of [paid.questions[0]!.id, otherTask.questions[0]!.id]) {
      expect((await star(token, questionId)).envelope).toEqual({
        code: ErrorCode.QUESTION_NOT_FOUND,
        body: null,
      });
      expect((await stateOf(token, questionId)).code).toBe(ErrorCode.QUESTION_NOT_FOUND);
    }
    expect(await rowsOf(member.id)).toEqual([]);
    // Another learner's stars are theirs alone.
    const neighbour = await signedInLearner(test, tenant);
    await star(neighbour.token, task.questions[1]!.id);
    expect((await favourites(token)).total).toBe(0);
    expect((await stateOf(token, task.questions[1]!.id)).body).toMatchObject({ favourite: false });
  });

  it('opens a starred question with its key and analysis', async () => {
    const { token } = await signedInLearner(test, tenant);
    const question = task.questions[0]!;
    await star(token, question.id);
    const { envelope } = await callApi<TGetQuestionDetailResponse>(test.app, {
      path: '/questions/detail',
      token,
      query: { questionId: question.id },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.view.questionId).toBe(question.id);
    expect(envelope.body.key.questionType).toBe(QuestionType.SINGLE_CHOICE);
    expect(envelope.body.analysis).toMatch(/^Analysis /);
    const outsider = await signedInLearner(test);
    const refused = await callApi(test.app, {
      path: '/questions/detail',
      token: outsider.token,
      query: { questionId: question.id },
    });
    expect(refused.envelope).toEqual({ code: ErrorCode.QUESTION_NOT_FOUND, body: null });
  });
});
