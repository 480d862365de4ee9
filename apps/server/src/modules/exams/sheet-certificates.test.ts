import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberRole, QuestionType } from '@lectern/contracts/common/enums';
import { SheetState } from '@lectern/contracts/exams/exam';
import type { TMarkedSheet } from '@lectern/contracts/exams/marking';
import {
  createPaperWithQuestions,
  saveAnswers,
  startedSheet,
  submitSheet,
  type PaperFields,
} from '../../test/exam-factories';
import { createMember, createTenant, login, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

/** Spec §1 certificates: a sheet judged passed on a certificate paper earns one (decision 0064). */

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp({ examExpirySweep: false, paperCacheMs: 0 });
});
afterAll(() => test.close());

const signedIn = async (tenant: TestTenant, role: 'learner' | 'admin' = MemberRole.LEARNER) => {
  const member = await createMember(test.db, tenant, { role, nickName: `Learner ${role}` });
  return { member, token: await login(test.app, member) };
};

const certificatesOf = (memberId: string) =>
  test.db
    .selectFrom('certificates')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('issued_at')
    .execute();

/** A paper of two true/false questions worth 10 each, passed with 20. */
const twoQuestionPaper = async (tenant: TestTenant, fields: PaperFields = {}) =>
  createPaperWithQuestions(test.db, tenant, [QuestionType.TRUE_FALSE, QuestionType.TRUE_FALSE], {
    name: 'Information security exam',
    passScore: 20,
    ...fields,
  });

/** Answers the paper's questions, right or wrong, and submits. */
const takeExam = async (
  token: string,
  { paper, questions }: Awaited<ReturnType<typeof twoQuestionPaper>>,
  right: boolean,
) => {
  const sheetId = await startedSheet(test.app, token, paper.id);
  await saveAnswers(
    test.app,
    token,
    sheetId,
    questions.map((question, index) => ({
      questionId: question.id,
      seq: index + 1,
      answer: right ? question.rightAnswer : question.wrongAnswer!,
      marked: false,
    })),
  );
  return sheetId;
};

describe('certificates of exams', () => {
  it('issues one when a sheet of a certificate paper is judged passed, on submission', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await signedIn(tenant);
    const exam = await twoQuestionPaper(tenant, { certificate: true });

    const sheetId = await takeExam(token, exam, true);
    const before = Date.now();
    // Submitted twice at once: the sheet ends once, with one certificate.
    const submissions = await Promise.all([
      submitSheet(test.app, token, sheetId),
      submitSheet(test.app, token, sheetId),
    ]);
    expect(submissions.map((envelope) => envelope.code)).toEqual(['200', '200']);

    const certificates = await certificatesOf(member.id);
    expect(certificates).toHaveLength(1);
    expect(certificates[0]).toMatchObject({
      tenant_id: tenant.id,
      source: `exam:${sheetId}`,
      kind: 'exam',
      title: 'Information security exam',
      learner_name: 'Learner learner',
    });
    expect(Number(certificates[0]!.issued_at)).toBeGreaterThanOrEqual(before);
  });

  it('issues none for a failed sheet, nor for a paper without certificates', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await signedIn(tenant);
    const certified = await twoQuestionPaper(tenant, { certificate: true });
    const plain = await twoQuestionPaper(tenant);

    await submitSheet(test.app, token, await takeExam(token, certified, false));
    await submitSheet(test.app, token, await takeExam(token, plain, true));

    expect(await certificatesOf(member.id)).toEqual([]);
  });

  it('issues one for each passed attempt', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await signedIn(tenant);
    const exam = await twoQuestionPaper(tenant, { certificate: true });

    const first = await takeExam(token, exam, true);
    await submitSheet(test.app, token, first);
    const second = await takeExam(token, exam, true);
    await submitSheet(test.app, token, second);

    expect((await certificatesOf(member.id)).map((row) => row.source)).toEqual([
      `exam:${first}`,
      `exam:${second}`,
    ]);
  });

  it('issues one when the last mark judges a sheet passed', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await signedIn(tenant);
    const marker = await signedIn(tenant, MemberRole.ADMIN);
    const { paper, questions } = await createPaperWithQuestions(
      test.db,
      tenant,
      [QuestionType.SHORT_ANSWER],
      { certificate: true, passScore: 6 },
    );
    const [essay] = questions;
    const sheetId = await startedSheet(test.app, token, paper.id);
    await saveAnswers(test.app, token, sheetId, [
      { questionId: essay!.id, seq: 1, answer: essay!.rightAnswer, marked: false },
    ]);
    await submitSheet(test.app, token, sheetId);
    expect(await certificatesOf(member.id)).toEqual([]);

    const { envelope } = await callApi<TMarkedSheet>(test.app, {
      path: '/admin/exam/markAnswer',
      token: marker.token,
      body: { answerSheetId: sheetId, questionId: essay!.id, score: 8 },
    });

    expect(envelope.body.state).toBe(SheetState.JUDGED);
    expect((await certificatesOf(member.id)).map((row) => row.source)).toEqual([`exam:${sheetId}`]);
  });

  it('dates the certificate of a paper whose results are hidden at their release', async () => {
    const tenant = await createTenant(test.db);
    const { member, token } = await signedIn(tenant);
    const exam = await twoQuestionPaper(tenant, { certificate: true });
    const release = Date.now() + 60 * 60 * 1000;
    await test.db
      .updateTable('papers')
      .set({ result_release_time: release })
      .where('id', '=', exam.paper.id)
      .execute();

    await submitSheet(test.app, token, await takeExam(token, exam, true));

    const [certificate] = await certificatesOf(member.id);
    expect(Number(certificate?.issued_at)).toBe(release);
  });
});
