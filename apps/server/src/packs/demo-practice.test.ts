import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionTypes } from '@lectern/contracts/common/enums';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetPracticeClassifyResponse } from '@lectern/contracts/practice/get-practice-classify';
import type { TGetPracticeListResponse } from '@lectern/contracts/practice/get-practice-list';
import type { TGetPracticePreviewResponse } from '@lectern/contracts/practice/get-practice-preview';
import type { TPostStartPracticeResponse } from '@lectern/contracts/practice/post-start-practice';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, type PackImportDeps } from './import-pack';

/** The demo pack's practice as its learners meet it (issue 22 point 8). */

let test: TestApp;
let deps: PackImportDeps;
let token: string;

beforeAll(async () => {
  test = await buildTestApp();
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  await importPackFile(deps, builtinDemoPackPath());
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode: 'demo', password: 'demo1234' },
  });
  token = envelope.body.tokenValue;
});
afterAll(() => test.close());

const tasks = async () => {
  const { envelope } = await callApi<TGetPracticeListResponse>(test.app, {
    path: '/exercise/list',
    token,
    query: { pageSize: '50' },
  });
  expect(envelope.code).toBe('200');
  return envelope.body.list;
};

const taskNamed = async (name: string) => {
  const task = (await tasks()).find((candidate) => candidate.name === name);
  if (!task) throw new Error(`no demo task ${name}`);
  return task;
};

describe('the demo practice', () => {
  it('classifies its tasks, each with level, knowledge points and questions', async () => {
    const list = await tasks();
    expect(list).toHaveLength(4);
    for (const task of list) {
      expect(task.classifyPath).not.toBeNull();
      expect(task.points.length).toBeGreaterThan(0);
      expect(task.questionCount).toBeGreaterThan(0);
    }
    const { envelope } = await callApi<TGetPracticeClassifyResponse>(test.app, {
      path: '/exercise/list/classify',
      token,
    });
    expect(envelope.body[0]!.children.map((node) => node.name)).toEqual([
      '通用练习',
      '合规与安全练习',
      '岗位技能练习',
    ]);
  });

  it('has a task with every question type, shown with its keys in recite mode', async () => {
    const task = await taskNamed('全题型练习');
    const preview = await callApi<TGetPracticePreviewResponse>(test.app, {
      path: '/exercise/preview',
      token,
      query: { taskId: task.taskId },
    });
    expect(preview.envelope.body.questionTypes.map((entry) => entry.questionType)).toEqual(
      [...questionTypes].sort((a, b) => a - b),
    );
    const { envelope } = await callApi<TPostStartPracticeResponse>(test.app, {
      path: '/exercise/practice',
      token,
      body: { taskId: task.taskId, mode: 'recite' },
    });
    expect(envelope.code).toBe('200');
    expect(envelope.body.questions).toHaveLength(task.questionCount);
    expect(envelope.body.questions.every((question) => question.key !== null)).toBe(true);
  });

  it('has a free task open to practise and a paid one refused until paid', async () => {
    const free = await taskNamed('信息安全基础练习');
    const paid = await taskNamed('销售技能进阶练习（付费）');
    expect(free).toMatchObject({ cost: 0, payCompleted: true });
    expect(paid).toMatchObject({ cost: 19.9, payCompleted: false });
    const start = (taskId: string) =>
      callApi(test.app, { path: '/exercise/practice', token, body: { taskId, mode: 'answer' } });
    const round = (await start(free.taskId)).envelope.body as TPostStartPracticeResponse;
    // Each question carries the knowledge points it tests.
    expect(round.questions[0]!.knowledgePoints).toEqual(['钓鱼邮件识别', '密码与账号安全']);
    expect(round.questions.every((question) => question.knowledgePoints.length > 0)).toBe(true);
    expect((await start(paid.taskId)).envelope.code).toBe(ErrorCode.PRACTICE_TASK_UNPAID);
  });

  it('imports again without changing the tasks', async () => {
    const before = await tasks();
    const summary = await importPackFile(deps, builtinDemoPackPath());
    expect(summary).toMatchObject({ practiceClassifications: 6, practiceTasks: 4 });
    expect((await tasks()).map((task) => task.taskId).sort()).toEqual(
      before.map((task) => task.taskId).sort(),
    );
  });
});
