import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetDailyPracticeListResponse } from '@lectern/contracts/daily-practice/get-daily-practice-list';
import type { TPostStartDailyPracticeResponse } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, type PackImportDeps } from './import-pack';

/** The demo pack's daily practice as its learners meet it (issue 22 point 8). */

let test: TestApp;
let deps: PackImportDeps;

beforeAll(async () => {
  test = await buildTestApp();
  deps = {
    db: test.db,
    storage: createLocalStorage(test.config.uploadDir),
    passwords: createPasswordHasher(test.config.passwordHashing),
  };
  await importPackFile(deps, builtinDemoPackPath());
});
afterAll(() => test.close());

const signIn = async (userCode: string) => {
  const { envelope } = await callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: '100100', userCode, password: 'demo1234' },
  });
  return envelope.body.tokenValue;
};

describe('the demo daily practice', () => {
  it('is open today with five questions a day and credits for finishing', async () => {
    const token = await signIn('demo');
    const { envelope } = await callApi<TGetDailyPracticeListResponse>(test.app, {
      path: '/daily/exercise/list',
      token,
    });
    expect(envelope.body.list).toEqual([
      expect.objectContaining({
        name: '每日一练·信息安全',
        questionsPerDay: 5,
        poolSize: 19,
        creditsForFinish: 5,
        creditsPerCorrect: 1,
        openToday: true,
        todayState: 'not-started',
      }),
    ]);
    const dailyId = envelope.body.list[0]!.dailyId;
    const started = await callApi<TPostStartDailyPracticeResponse>(test.app, {
      path: '/daily/exercise/start',
      token,
      body: { dailyId },
    });
    expect(started.envelope.body.questions).toHaveLength(5);
  });

  it('imports again without changing the practice or the learners’ days', async () => {
    const before = await test.db.selectFrom('daily_practices').selectAll().execute();
    const rounds = await test.db.selectFrom('daily_rounds').selectAll().execute();
    await importPackFile(deps, builtinDemoPackPath());
    expect(await test.db.selectFrom('daily_practices').selectAll().execute()).toEqual(before);
    expect(await test.db.selectFrom('daily_rounds').selectAll().execute()).toEqual(rounds);
  });
});
