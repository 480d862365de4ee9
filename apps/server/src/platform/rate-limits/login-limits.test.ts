import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_BLOCK_SECONDS,
  ACCOUNT_FAILURE_LIMIT,
  IP_FAILURE_LIMIT,
  createLoginLimits,
} from './login-limits';

const unique = () => randomBytes(6).toString('hex');
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true }) : null;
afterAll(() => redis?.disconnect());

const stores = [['memory', null], ...(redis ? [['redis', redis] as const] : [])] as const;

describe.each(stores)('login limits (%s)', (_name, store) => {
  const limits = createLoginLimits({ enabled: true, redis: store });

  it(`blocks an account for ${ACCOUNT_BLOCK_SECONDS} s after ${ACCOUNT_FAILURE_LIMIT} failures`, async () => {
    const account = unique();
    for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT; failure += 1) {
      await limits.recordFailure(account, unique());
    }
    expect(await limits.retryAfter(account, unique())).toBeNull();
    await limits.recordFailure(account, unique());
    const wait = await limits.retryAfter(account, unique());
    expect(wait).toBeGreaterThan(ACCOUNT_BLOCK_SECONDS - 5);
    expect(wait).toBeLessThanOrEqual(ACCOUNT_BLOCK_SECONDS);
  });

  it(`blocks an IP address after ${IP_FAILURE_LIMIT} failures on any accounts`, async () => {
    const ip = unique();
    for (let failure = 0; failure < IP_FAILURE_LIMIT; failure += 1) {
      await limits.recordFailure(unique(), ip);
    }
    expect(await limits.retryAfter(unique(), ip)).toBeGreaterThan(0);
  });

  it('forgets the failures of an account after a success', async () => {
    const account = unique();
    for (let failure = 1; failure < ACCOUNT_FAILURE_LIMIT; failure += 1) {
      await limits.recordFailure(account, unique());
    }
    await limits.recordSuccess(account);
    await limits.recordFailure(account, unique());
    expect(await limits.retryAfter(account, unique())).toBeNull();
  });
});

describe('RATE_LIMITS=off', () => {
  it('never blocks', async () => {
    const limits = createLoginLimits({ enabled: false, redis: null });
    for (let failure = 0; failure < ACCOUNT_FAILURE_LIMIT * 2; failure += 1) {
      await limits.recordFailure('a', 'b');
    }
    expect(await limits.retryAfter('a', 'b')).toBeNull();
  });
});
