import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error';
import {
  ACCOUNT_BLOCK_SECONDS,
  ACCOUNT_FAILURE_LIMIT,
  IP_BLOCK_SECONDS,
  IP_FAILURE_LIMIT,
  SETTLING_WAIT_SECONDS,
  createLoginLimits,
  type LoginLimits,
  type TryKeys,
} from './login-limits';

const unique = () => randomBytes(6).toString('hex');
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true }) : null;
afterAll(() => redis?.disconnect());

const stores = [['memory', null], ...(redis ? [['redis', redis] as const] : [])] as const;

/** A check as slow as a password hash: every racing try is taken before any is judged. */
const slowly =
  <T>(answer: T) =>
  async () => {
    await sleep(20);
    return answer;
  };

type Outcome = { checked: boolean; proven: unknown; refusal: AppError | null };

/** Runs one try and tells whether its check ran, what it proved, or the refusal. */
const tryOnce = async <T>(
  limits: LoginLimits,
  keys: TryKeys,
  check: () => Promise<T | null>,
): Promise<Outcome> => {
  let checked = false;
  try {
    const proven = await limits.attempt(keys, async () => {
      checked = true;
      return check();
    });
    return { checked, proven, refusal: null };
  } catch (error) {
    if (error instanceof AppError) return { checked, proven: null, refusal: error };
    throw error;
  }
};

const wrongTries = (limits: LoginLimits, count: number, keys: () => TryKeys) =>
  Promise.all(Array.from({ length: count }, () => tryOnce(limits, keys(), slowly(null))));

const deferred = () => {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
};

const refusalsOf = (outcomes: Outcome[]) =>
  outcomes.flatMap(({ refusal }) => (refusal ? [refusal] : []));

describe.each(stores)('login limits (%s)', (_name, store) => {
  const limits = createLoginLimits({ enabled: true, redis: store });

  it(`checks exactly ${ACCOUNT_FAILURE_LIMIT} of 60 racing wrong tries on one account`, async () => {
    const account = unique();
    const outcomes = await wrongTries(limits, 60, () => ({ account, ip: unique() }));
    expect(outcomes.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    const refusals = refusalsOf(outcomes);
    expect(refusals).toHaveLength(60 - ACCOUNT_FAILURE_LIMIT);
    for (const refusal of refusals) {
      expect(refusal.code).toBe('300111');
      expect(refusal.headers['Retry-After']).toBe(String(refusal.body));
    }
    // Once the checks have failed, the account is blocked for the full time.
    const after = await tryOnce(limits, { account, ip: unique() }, slowly('right'));
    expect(after.checked).toBe(false);
    expect(after.refusal?.body).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 5);
    expect(after.refusal?.body).toBeLessThanOrEqual(ACCOUNT_BLOCK_SECONDS);
  });

  it(`checks exactly ${IP_FAILURE_LIMIT} of ${IP_FAILURE_LIMIT + 30} racing wrong tries from one address`, async () => {
    const ip = unique();
    const outcomes = await wrongTries(limits, IP_FAILURE_LIMIT + 30, () => ({
      account: unique(),
      ip,
    }));
    expect(outcomes.filter(({ checked }) => checked)).toHaveLength(IP_FAILURE_LIMIT);
    const after = await tryOnce(limits, { account: unique(), ip }, slowly('right'));
    expect(after.refusal?.body).toBeGreaterThan(IP_BLOCK_SECONDS - 5);
    // Codes count their own tries and spend only the address's budget.
    const code = await tryOnce(limits, { account: null, ip }, slowly('right'));
    expect(code.refusal?.code).toBe('300111');
  });

  it('refuses the right secret that comes after the limit, however the tries race', async () => {
    const account = unique();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        tryOnce(limits, { account, ip: unique() }, slowly(index === 30 ? 'right' : null)),
      ),
    );
    expect(outcomes[30]?.refusal?.code).toBe('300111');
    expect(outcomes.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
  });

  it(`asks for ${SETTLING_WAIT_SECONDS} s while the budget is full only of tries still being checked`, async () => {
    const account = unique();
    const checking = deferred();
    const pending = Array.from({ length: ACCOUNT_FAILURE_LIMIT }, () =>
      tryOnce(limits, { account, ip: unique() }, async () => {
        await checking.promise;
        return 'right';
      }),
    );
    await sleep(50);
    const meanwhile = await tryOnce(limits, { account, ip: unique() }, slowly('right'));
    expect(meanwhile.refusal?.body).toBe(SETTLING_WAIT_SECONDS);
    checking.resolve();
    expect((await Promise.all(pending)).every(({ proven }) => proven === 'right')).toBe(true);
    const next = await tryOnce(limits, { account, ip: unique() }, slowly('right'));
    expect(next.proven).toBe('right');
  });

  it(`blocks an account for ${ACCOUNT_BLOCK_SECONDS} s after ${ACCOUNT_FAILURE_LIMIT} sequential failures`, async () => {
    const account = unique();
    for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT; failure += 1) {
      await tryOnce(limits, { account, ip: unique() }, slowly(null));
    }
    const last = await tryOnce(limits, { account, ip: unique() }, slowly(null));
    expect(last).toEqual({ checked: true, proven: null, refusal: null });
    const blocked = await tryOnce(limits, { account, ip: unique() }, slowly('right'));
    expect(blocked.checked).toBe(false);
    expect(blocked.refusal?.body).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 5);
  });

  it("forgets the account's failures after a success", async () => {
    const account = unique();
    for (let round = 0; round < 2; round += 1) {
      for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT; failure += 1) {
        await tryOnce(limits, { account, ip: unique() }, slowly(null));
      }
      expect((await tryOnce(limits, { account, ip: unique() }, slowly('right'))).proven).toBe(
        'right',
      );
    }
  });

  it('forgets on a success the failures taken before it, even those still being checked', async () => {
    const account = unique();
    const checking = deferred();
    const attacks = Array.from({ length: ACCOUNT_FAILURE_LIMIT - 1 }, () =>
      tryOnce(limits, { account, ip: unique() }, async () => {
        await checking.promise;
        return null;
      }),
    );
    const learner = await tryOnce(limits, { account, ip: unique() }, slowly('right'));
    expect(learner.proven).toBe('right');
    checking.resolve();
    expect((await Promise.all(attacks)).every(({ checked }) => checked)).toBe(true);
    const next = await wrongTries(limits, 30, () => ({ account, ip: unique() }));
    expect(next.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
  });

  it("gives the address's try back on a success: successes never fill it", async () => {
    const ip = unique();
    const outcomes = await Promise.all(
      Array.from({ length: IP_FAILURE_LIMIT / 2 }, () =>
        tryOnce(limits, { account: unique(), ip }, slowly('right')),
      ),
    );
    expect(outcomes.every(({ proven }) => proven === 'right')).toBe(true);
    for (let round = 0; round < 3; round += 1) {
      const more = await Promise.all(
        Array.from({ length: IP_FAILURE_LIMIT / 2 }, () =>
          tryOnce(limits, { account: unique(), ip }, slowly('right')),
        ),
      );
      expect(more.every(({ proven }) => proven === 'right')).toBe(true);
    }
  });

  it("takes nothing from the account's budget when the address refuses", async () => {
    const ip = unique();
    await wrongTries(limits, IP_FAILURE_LIMIT, () => ({ account: unique(), ip }));
    const account = unique();
    const refused = await wrongTries(limits, 30, () => ({ account, ip }));
    expect(refused.every(({ checked }) => !checked)).toBe(true);
    const elsewhere = await wrongTries(limits, ACCOUNT_FAILURE_LIMIT + 5, () => ({
      account,
      ip: unique(),
    }));
    expect(elsewhere.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
  });

  it('gives the tries back when the check throws: the secret was never judged', async () => {
    const account = unique();
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT * 2; attempt += 1) {
      await expect(
        limits.attempt({ account, ip: unique() }, () => Promise.reject(new Error('db down'))),
      ).rejects.toThrow('db down');
    }
    expect((await tryOnce(limits, { account, ip: unique() }, slowly('right'))).proven).toBe(
      'right',
    );
  });

  it('stays exact while tries keep arriving as the first ones fail and block', async () => {
    const account = unique();
    const staggered = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        await sleep(index % 40);
        return tryOnce(limits, { account, ip: unique() }, async () => {
          await sleep(index % 7);
          return null;
        });
      }),
    );
    expect(staggered.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    const after = await wrongTries(limits, 30, () => ({ account, ip: unique() }));
    expect(after.filter(({ checked }) => checked)).toHaveLength(0);
  });
});

describe.runIf(redis)('login limits in Redis', () => {
  it('keeps the budgets where every server process shares them', async () => {
    const limits = createLoginLimits({ enabled: true, redis });
    const ip = unique();
    await tryOnce(limits, { account: unique(), ip }, slowly(null));
    expect(await redis?.get(`login-taken-ip:${ip}`)).toBe('1');
    expect(await redis?.get(`login-failed-ip:${ip}`)).toBe('1');
    const account = unique();
    await tryOnce(limits, { account, ip: unique() }, slowly(null));
    const otherProcess = createLoginLimits({ enabled: true, redis });
    const rest = await wrongTries(otherProcess, 20, () => ({ account, ip: unique() }));
    expect(rest.filter(({ checked }) => checked)).toHaveLength(ACCOUNT_FAILURE_LIMIT - 1);
  });
});

describe('RATE_LIMITS=off', () => {
  it('checks every try', async () => {
    const limits = createLoginLimits({ enabled: false, redis: null });
    const outcomes = await wrongTries(limits, ACCOUNT_FAILURE_LIMIT * 3, () => ({
      account: 'a',
      ip: 'b',
    }));
    expect(outcomes.every(({ checked }) => checked)).toBe(true);
  });
});
