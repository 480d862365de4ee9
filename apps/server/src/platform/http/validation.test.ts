import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await buildTestApp();
  ({ token } = await signedInLearner(test));
});
afterAll(() => test.close());

const saveAnswer = (answer: unknown) =>
  callApi(test.app, {
    path: '/exam/saveAnswers',
    token,
    body: {
      answerSheetId: 'no-such-sheet',
      answers: [{ questionId: 'q1', seq: 1, answer, marked: false }],
    },
  });

describe('text holding U+0000', () => {
  // PostgreSQL refuses U+0000 in text, so these answered HTTP 500 there (and worked on SQLite).
  it('is refused as a bad parameter in a query string, naming the field', async () => {
    const response = await test.app.inject({
      url: '/h5/api/login/getFactoryInfo?factoryCode=100%00100',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: '300211', body: 'factoryCode' });

    const withoutNul = await callApi(test.app, {
      path: '/login/getFactoryInfo',
      query: { factoryCode: '100100' },
    });
    expect(withoutNul.envelope).toEqual({ code: '300213', body: null });
  });

  it('is refused as a bad parameter in a JSON body, naming the field', async () => {
    const { status, envelope } = await callApi(test.app, {
      path: '/login/login',
      body: { factoryCode: '100100', userCode: 'demo\u0000', password: 'demo1234' },
    });
    expect(status).toBe(200);
    expect(envelope).toEqual({ code: '300211', body: 'userCode' });
  });

  it('is refused at any depth, in values and in keys', async () => {
    const inText = await saveAnswer({
      questionType: QuestionType.SHORT_ANSWER,
      text: 'my answer\u0000',
      fileUrls: [],
    });
    expect(inText.envelope).toEqual({ code: '300211', body: 'answers.0.answer.text' });

    const inKey = await saveAnswer({
      questionType: QuestionType.COMBINATION,
      parts: { 'part\u0000': { questionType: QuestionType.TRUE_FALSE, value: true } },
    });
    expect(inKey.envelope).toEqual({ code: '300211', body: 'answers.0.answer.parts.part\u0000' });

    const clean = await saveAnswer({
      questionType: QuestionType.SHORT_ANSWER,
      text: 'my answer',
      fileUrls: [],
    });
    expect(clean.envelope.code).not.toBe('300211');
  });
});
