import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AppError } from '../http/app-error';
import { createUploadLimits, type UploadRates } from './upload-limits';

const unique = () => randomBytes(6).toString('hex');
const redisUrl = process.env.TEST_REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: true }) : null;
afterAll(() => redis?.disconnect());

const stores = [['memory', null], ...(redis ? [['redis', redis] as const] : [])] as const;

const RATES: UploadRates = {
  publicPerAddress: { points: 5, windowSeconds: 10 * 60 },
  publicPerTenant: { points: 8, windowSeconds: 60 * 60 },
  perLearner: { points: 6, windowSeconds: 10 * 60 },
};

/** Runs every take at once; the refusals, or null for each take that was allowed. */
const racing = (count: number, take: (index: number) => Promise<void>) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      try {
        await take(index);
        return null;
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    }),
  );

const allowedOf = (outcomes: (AppError | null)[]) =>
  outcomes.filter((outcome) => outcome === null).length;

describe.each(stores)('upload limits (%s)', (_name, store) => {
  const limits = createUploadLimits({ enabled: true, redis: store, rates: RATES });

  it('allows exactly the address budget of racing public uploads, then answers the wait', async () => {
    const ip = unique();
    const outcomes = await racing(12, () => limits.takePublic(ip));
    expect(allowedOf(outcomes)).toBe(RATES.publicPerAddress.points);
    for (const refusal of outcomes.filter((outcome) => outcome !== null)) {
      expect(refusal.code).toBe(ErrorCode.LOGIN_FAILED);
      expect(refusal.body).toBeGreaterThan(RATES.publicPerAddress.windowSeconds - 5);
      expect(refusal.body).toBeLessThanOrEqual(RATES.publicPerAddress.windowSeconds);
      expect(refusal.headers['Retry-After']).toBe(String(refusal.body));
    }
    expect(await racing(1, () => limits.takePublic(unique()))).toEqual([null]);
  });

  it('allows exactly the tenant budget from many addresses, giving refused addresses their upload back', async () => {
    const tenantId = unique();
    const ips = Array.from({ length: 11 }, unique);
    await Promise.all(ips.map((ip) => limits.takePublic(ip)));
    const outcomes = await racing(ips.length, (index) =>
      limits.takePublicOfTenant(tenantId, ips[index] ?? ''),
    );
    expect(allowedOf(outcomes)).toBe(RATES.publicPerTenant.points);
    const refusedIp = ips[outcomes.findIndex((outcome) => outcome !== null)] ?? '';
    // The refused address spent one upload, got it back, and has its whole budget left.
    const again = await racing(RATES.publicPerAddress.points + 1, () =>
      limits.takePublic(refusedIp),
    );
    expect(allowedOf(again)).toBe(RATES.publicPerAddress.points);
  });

  it('counts each learner of each tenant on its own', async () => {
    const [tenantId, memberId] = [unique(), unique()];
    const outcomes = await racing(10, () => limits.takeOfLearner(tenantId, memberId));
    expect(allowedOf(outcomes)).toBe(RATES.perLearner.points);
    expect(await racing(1, () => limits.takeOfLearner(tenantId, unique()))).toEqual([null]);
    expect(await racing(1, () => limits.takeOfLearner(unique(), memberId))).toEqual([null]);
  });
});

describe('RATE_LIMITS=off', () => {
  it('never refuses', async () => {
    const limits = createUploadLimits({ enabled: false, redis: null, rates: RATES });
    const outcomes = await racing(50, async () => {
      await limits.takePublic('one address');
      await limits.takePublicOfTenant('one tenant', 'one address');
      await limits.takeOfLearner('one tenant', 'one learner');
    });
    expect(allowedOf(outcomes)).toBe(50);
  });
});
