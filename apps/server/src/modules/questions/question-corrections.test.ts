import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition, Module } from '@lectern/contracts/common/tenant';
import {
  MAX_CORRECTION_LENGTH,
  type TQuestionCorrection,
} from '@lectern/contracts/questions/corrections';
import type { TGetAdminQuestionCorrectionsResponse } from '@lectern/contracts/questions/get-admin-question-corrections';
import type { TPostQuestionCorrectionResponse } from '@lectern/contracts/questions/post-question-correction';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { createPracticeTask, type TestPracticeTask } from '../../test/practice-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;
let task: TestPracticeTask;
let adminToken: string;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, { edition: Edition.EXAM, modules: [Module.PRACTICE] });
  task = await createPracticeTask(test.db, tenant, { types: [QuestionType.SINGLE_CHOICE] });
  adminToken = (await signedInLearner(test, tenant, { role: MemberRole.ADMIN })).token;
});
afterAll(() => test.close());

const report = (token: string, questionId: string, text: string, kind = 'wrong-key') =>
  callApi<TPostQuestionCorrectionResponse>(test.app, {
    path: '/questions/correction',
    token,
    body: { questionId, kind, text },
  });

const reports = async (token: string, status?: string) =>
  (
    await callApi<TGetAdminQuestionCorrectionsResponse>(test.app, {
      path: '/admin/questions/corrections',
      token,
      query: { pageNum: '1', pageSize: '50', ...(status ? { status } : {}) },
    })
  ).envelope;

const handle = (token: string, correctionId: string) =>
  callApi<TQuestionCorrection>(test.app, {
    path: '/admin/questions/handleCorrection',
    token,
    body: { correctionId },
  });

describe('error-correction reports', () => {
  it('stores a learner’s report for the tenant’s administrators, who mark it handled', async () => {
    const { token, member } = await signedInLearner(test, tenant, { nickName: 'Rita Reporter' });
    const questionId = task.questions[0]!.id;
    const sent = await report(token, questionId, 'The key should be B, not A', 'wrong-key');
    expect(sent.envelope.code).toBe('200');
    const { correctionId } = sent.envelope.body;

    const open = await reports(adminToken, 'open');
    expect(open.code).toBe('200');
    expect(open.body.list).toContainEqual(
      expect.objectContaining({
        correctionId,
        questionId,
        kind: 'wrong-key',
        text: 'The key should be B, not A',
        status: 'open',
        userCode: member.userCode,
        nickName: 'Rita Reporter',
        content: `Question of type ${QuestionType.SINGLE_CHOICE}`,
        handledTime: null,
      }),
    );
    const handled = await handle(adminToken, correctionId);
    expect(handled.envelope.code).toBe('200');
    expect(handled.envelope.body).toMatchObject({ correctionId, status: 'handled' });
    const handledTime = handled.envelope.body.handledTime;
    expect(handledTime).toEqual(expect.any(Number));
    // Handling again keeps the first handling.
    expect((await handle(adminToken, correctionId)).envelope.body.handledTime).toBe(handledTime);
    expect(
      (await reports(adminToken, 'open')).body.list.map((row) => row.correctionId),
    ).not.toContain(correctionId);
    expect(
      (await reports(adminToken, 'handled')).body.list.map((row) => row.correctionId),
    ).toContain(correctionId);
    expect((await reports(adminToken)).body.list.map((row) => row.correctionId)).toContain(
      correctionId,
    );
  });

  it('refuses a learner the administrators’ API with 309001', async () => {
    const { token } = await signedInLearner(test, tenant);
    const { correctionId } = (await report(token, task.questions[0]!.id, 'Typo in the stem'))
      .envelope.body;
    expect(await reports(token)).toEqual({ code: ErrorCode.NOT_ADMINISTRATOR, body: null });
    expect((await handle(token, correctionId)).envelope).toEqual({
      code: ErrorCode.NOT_ADMINISTRATOR,
      body: null,
    });
  });

  it('keeps reports to their tenant', async () => {
    const { token } = await signedInLearner(test, tenant);
    const { correctionId } = (await report(token, task.questions[0]!.id, 'Analysis is off'))
      .envelope.body;
    const other = await createTenant(test.db, {
      edition: Edition.EXAM,
      modules: [Module.PRACTICE],
    });
    const otherAdmin = await signedInLearner(test, other, { role: MemberRole.ADMIN });
    expect((await reports(otherAdmin.token)).body).toEqual({ list: [], total: 0 });
    expect((await handle(otherAdmin.token, correctionId)).envelope).toEqual({
      code: ErrorCode.CORRECTION_NOT_FOUND,
      body: null,
    });
    const row = await test.db
      .selectFrom('question_corrections')
      .select('status')
      .where('id', '=', correctionId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('open');
  });

  it(`refuses text over ${MAX_CORRECTION_LENGTH} characters, unknown kinds and unseen questions`, async () => {
    const { token } = await signedInLearner(test, tenant);
    const questionId = task.questions[0]!.id;
    expect((await report(token, questionId, 'x'.repeat(MAX_CORRECTION_LENGTH))).envelope.code).toBe(
      '200',
    );
    expect(
      (await report(token, questionId, 'x'.repeat(MAX_CORRECTION_LENGTH + 1))).envelope,
    ).toEqual({ code: ErrorCode.CORRECTION_TOO_LONG, body: MAX_CORRECTION_LENGTH });
    expect((await report(token, questionId, 'text', 'rude')).envelope.code).toBe(
      ErrorCode.REQUIRED_PARAMETER_EMPTY,
    );
    const outsider = await signedInLearner(test);
    expect((await report(outsider.token, questionId, 'text')).envelope).toEqual({
      code: ErrorCode.QUESTION_NOT_FOUND,
      body: null,
    });
  });
});
