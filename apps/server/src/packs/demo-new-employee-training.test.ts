import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { LearningTaskKind, QuestionType } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TGetExamListResponse } from '@lectern/contracts/exams/get-exam-list';
import type { TGetNewMemberTrainDetailResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import type { TGetNewMemberTrainListResponse } from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { TAnswer } from '@lectern/contracts/questions/answer';
import { isCombination } from '@lectern/contracts/questions/question-pack-checks';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import {
  getAnswerSheet,
  saveAnswers,
  startExam,
  startedSheet,
  submitSheet,
} from '../test/exam-factories';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, readPackFile } from './import-pack';

/**
 * The demo pack's new-employee training as `trainee` meets it (docs/decisions/0070): two
 * programmes, one with an overdue course, the other opening its training exam once its one task,
 * 信息安全自测（可暂停）, is passed; `student`, not invited, is refused both.
 */

let test: TestApp;
let pack: TContentPack;
const DAY_MS = 24 * 60 * 60 * 1000;

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

const programmes = async (token: string) =>
  (
    await callApi<TGetNewMemberTrainListResponse>(test.app, {
      path: '/newMemberTrain/list',
      token,
    })
  ).envelope;

const detail = async (token: string, trainId: string) =>
  (
    await callApi<TGetNewMemberTrainDetailResponse>(test.app, {
      path: '/newMemberTrain/detail',
      token,
      query: { trainId },
    })
  ).envelope;

const rightAnswers = (paperCode: string): TAnswer[] => {
  const paper = pack.papers.find((candidate) => candidate.code === paperCode)!;
  return paper.questions.map(({ bankCode, questionCode }) => {
    const question = pack.questionBanks
      .find((bank) => bank.code === bankCode)!
      .questions.find((candidate) => candidate.code === questionCode)!;
    if (isCombination(question)) throw new Error('not a combination paper');
    const { key } = question;
    if (key.questionType === QuestionType.SINGLE_CHOICE) {
      return { questionType: key.questionType, choice: key.choice };
    }
    if (key.questionType === QuestionType.MULTIPLE_CHOICE) {
      return { questionType: key.questionType, choices: key.choices };
    }
    if (key.questionType === QuestionType.TRUE_FALSE) {
      return { questionType: key.questionType, value: key.value };
    }
    throw new Error(`unexpected question type ${key.questionType}`);
  });
};

const pass = async (token: string, paperId: string, paperCode: string) => {
  const sheetId = await startedSheet(test.app, token, paperId);
  const sheet = await getAnswerSheet(test.app, token, sheetId);
  const answers = rightAnswers(paperCode);
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
};

describe('the demo new-employee training', () => {
  it('lists the trainee’s two programmes, the onboarding one with its course overdue', async () => {
    const token = await signIn('trainee');
    const list = await programmes(token);
    expect(list.body.list.map((programme) => programme.name)).toEqual([
      '新员工信息安全入门',
      '2027 届新员工入职培训',
    ]);
    const onboarding = list.body.list[1]!;
    const shown = await detail(token, onboarding.trainId);
    expect(
      shown.body.tasks.map((task) => [task.kind, task.title, task.withinDays, task.overdue]),
    ).toEqual([
      [LearningTaskKind.COURSE, '新员工入职必修课', 7, true],
      [LearningTaskKind.COURSE, '安全生产手册导读', 14, false],
      [LearningTaskKind.PRACTICE, '信息安全基础练习', 21, false],
    ]);
    expect(shown.body.tasks[0]!.deadline).toBe(shown.body.inviteTime + 7 * DAY_MS);
    expect(Date.now() - shown.body.inviteTime).toBeGreaterThanOrEqual(10 * DAY_MS - 60_000);
    expect(shown.body).toMatchObject({ progress: 0, doneCount: 0, overdueCount: 1 });
    expect(shown.body.exam).toMatchObject({ name: '新员工入职结业考试', open: false });
  });

  it('opens the training exam through its programme once the task is passed, and only then', async () => {
    const token = await signIn('trainee');
    const security = (await programmes(token)).body.list[0]!;
    const before = await detail(token, security.trainId);
    const exam = before.body.exam!;
    expect(exam).toMatchObject({ name: '新员工信息安全考核', open: false, passed: false });
    expect((await startExam(test.app, token, exam.examId)).code).toBe(ErrorCode.NOT_INVITED);
    // The training exam is not on the learner's exam list: the programme is its only entry.
    const { envelope: exams } = await callApi<TGetExamListResponse>(test.app, {
      path: '/exam/list',
      token,
      query: { pageSize: '50' },
    });
    expect(exams.body.list.map((paper) => paper.paperId)).not.toContain(exam.examId);

    await pass(token, before.body.tasks[0]!.refId, 'infosec-pausable');
    const after = await detail(token, security.trainId);
    expect(after.body).toMatchObject({ progress: 100, doneCount: 1, completed: false });
    expect(after.body.tasks[0]!.state).toMatchObject({ done: true, percent: 100 });
    expect(after.body.exam).toMatchObject({ open: true, passed: false });

    await pass(token, exam.examId, 'new-hire-infosec-exam');
    expect((await detail(token, security.trainId)).body).toMatchObject({
      completed: true,
      exam: { passed: true, score: 100 },
    });
  });

  it('refuses a learner not on the invitation list the programme and its exam', async () => {
    const trainee = await signIn('trainee');
    const security = (await programmes(trainee)).body.list[0]!;
    const examId = (await detail(trainee, security.trainId)).body.exam!.examId;
    const student = await signIn('student');
    expect((await programmes(student)).body).toEqual({ list: [], total: 0 });
    expect((await detail(student, security.trainId)).code).toBe(
      ErrorCode.NOT_ON_NEW_EMPLOYEE_TRAINING_LIST,
    );
    expect((await startExam(test.app, student, examId)).code).toBe(ErrorCode.NOT_INVITED);
  });
});
