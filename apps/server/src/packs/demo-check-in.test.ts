import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TGetCheckInDayResponse } from '@lectern/contracts/check-in/get-check-in-day';
import type { TGetCheckInPlansResponse } from '@lectern/contracts/check-in/get-check-in-plans';
import { addDays, dayKeyOf } from '../modules/check-in/check-in-days';
import { createPasswordHasher } from '../platform/security/passwords';
import { createLocalStorage } from '../platform/storage/local-storage';
import { buildTestApp, callApi, type TestApp } from '../test/test-app';
import { builtinDemoPackPath } from './demo-pack';
import { importPackFile, type PackImportDeps } from './import-pack';

/** The demo pack's check-in plan as its learners meet it: running this week, whatever the day. */

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

describe('the demo check-in plan', () => {
  it('started three days before the import and runs seven days, with make-ups', async () => {
    const token = await signIn('demo');
    const today = dayKeyOf(Date.now(), test.config.examTimeZone);
    const { envelope } = await callApi<TGetCheckInPlansResponse>(test.app, {
      path: '/clock/list',
      token,
    });
    expect(envelope.body.list).toEqual([
      expect.objectContaining({
        name: '信息安全打卡周',
        startsOn: addDays(today, -3),
        endsOn: addDays(today, 3),
        dayCount: 7,
        openToday: true,
        joined: false,
        creditsPerCheckIn: 5,
        creditsPerMakeUp: 2,
        makeUpLimit: 2,
      }),
    ]);
    const planId = envelope.body.list[0]!.planId;
    await callApi(test.app, { path: '/clock/join', token, body: { planId } });
    // Today is the period's fourth day: the first pattern again (a text and two questions).
    const day = await callApi<TGetCheckInDayResponse>(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId },
    });
    expect(day.envelope.body.tasks.map(({ kind, title }) => [kind, title])).toEqual([
      ['read', '离开工位要锁屏'],
      ['answer', '今日两题'],
    ]);
    // Yesterday, a make-up, is the third pattern; the day before shows the pack's video.
    const twoDaysAgo = await callApi<TGetCheckInDayResponse>(test.app, {
      path: '/clock/exercise',
      token,
      query: { planId, day: addDays(today, -2) },
    });
    expect(twoDaysAgo.envelope.body).toMatchObject({ makeUp: true, credits: 2 });
    expect(twoDaysAgo.envelope.body.tasks[0]!.videoUrl).toMatch(/^\/h5\/api\/.*fire-safety\.mp4$/);
  });
});
