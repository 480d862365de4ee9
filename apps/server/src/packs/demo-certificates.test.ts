import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetCertificateFindResponse } from '@lectern/contracts/certificates/get-certificate-find';
import type { TGetCertificateListResponse } from '@lectern/contracts/certificates/get-certificate-list';
import { CreditBizType, QuestionType } from '@lectern/contracts/common/enums';
import type { TGetCreditHistoryResponse } from '@lectern/contracts/credits/get-credit-history';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { isCombination } from '@lectern/contracts/questions/question-pack-checks';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { getAnswerSheet, saveAnswers, startedSheet, submitSheet } from '../test/exam-factories';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, readPackFile } from './import-pack';

/**
 * The demo pack's certificates as its learners meet them (docs/decisions/0064): `graduate`
 * passes 信息安全自测（可暂停）, which issues a certificate with the demo template and its credits.
 */

const PAPER_CODE = 'infosec-pausable';

let test: TestApp;
let pack: TContentPack;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false });
  await importPackFile(
    {
      db: test.db,
      storage: createLocalStorage(test.config.uploadDir),
      passwords: createPasswordHasher(test.config.passwordHashing),
    },
    builtinDemoPackPath(),
  );
  pack = await readPackFile(builtinDemoPackPath());
});
afterAll(() => test.close());

const signIn = async (userCode: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode, password: 'demo1234' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.tokenValue;
};

/** The right answers of the demo paper's questions, in the paper's order. */
const rightAnswers = (): TAnswer[] => {
  const paper = pack.papers.find((candidate) => candidate.code === PAPER_CODE)!;
  return paper.questions.map(({ bankCode, questionCode }) => {
    const question = pack.questionBanks
      .find((bank) => bank.code === bankCode)!
      .questions.find((candidate) => candidate.code === questionCode)!;
    if (isCombination(question)) throw new Error('not a combination paper');
    const { key } = question;
    switch (key.questionType) {
      case QuestionType.SINGLE_CHOICE:
        return { questionType: key.questionType, choice: key.choice };
      case QuestionType.MULTIPLE_CHOICE:
        return { questionType: key.questionType, choices: key.choices };
      case QuestionType.TRUE_FALSE:
        return { questionType: key.questionType, value: key.value };
      default:
        throw new Error(`unexpected question type ${key.questionType}`);
    }
  });
};

describe('the demo certificates', () => {
  it('are issued to a learner who passes the certificate exam, with its credits', async () => {
    const token = await signIn('graduate');
    const { envelope: exams } = await callApi<TGetExamListResponse>(test.app, {
      path: '/exam/list',
      token,
      query: { pageSize: '50', paperName: '信息安全自测（可暂停）' },
    });
    const paperId = exams.body.list[0]!.paperId;
    const sheetId = await startedSheet(test.app, token, paperId);
    const sheet = await getAnswerSheet(test.app, token, sheetId);
    const answers = rightAnswers();
    await saveAnswers(
      test.app,
      token,
      sheetId,
      sheet.body.questions.map((question, index) => ({
        questionId: question.questionId,
        seq: index + 1,
        answer: answers[index]!,
        marked: false,
      })),
    );
    expect(await submitSheet(test.app, token, sheetId)).toMatchObject({ code: '200' });

    const { envelope: certificates } = await callApi<TGetCertificateListResponse>(test.app, {
      path: '/cert/list',
      token,
    });
    expect(certificates.body.list).toEqual([
      expect.objectContaining({
        kind: 'exam',
        title: '信息安全自测（可暂停）',
        learnerName: '陈思远',
      }),
    ]);
    const { number } = certificates.body.list[0]!;

    const { envelope: found } = await callApi<TGetCertificateFindResponse>(test.app, {
      path: '/cert/find',
      query: { factoryCode: '100100', number },
    });
    expect(found.body).toMatchObject({
      valid: true,
      certificate: { learnerName: '陈*远', issuerName: '演示集团培训中心' },
    });
    const picture = await test.app.inject({ url: found.body.certificate!.imageUrl });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const { envelope: credits } = await callApi<TGetCreditHistoryResponse>(test.app, {
      path: '/credit/history',
      token,
    });
    expect(credits.body.list).toEqual([
      expect.objectContaining({
        bizType: CreditBizType.CERTIFICATE,
        bizName: '信息安全自测（可暂停）',
        amount: 10,
      }),
    ]);
    expect(credits.body.totalCredit).toBe(10);
  });
});
