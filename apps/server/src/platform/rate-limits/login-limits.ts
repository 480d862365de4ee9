import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** Failed logins per tenant + account before the account is blocked (docs/decisions/0002). */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_BLOCK_SECONDS = 15 * 60;
/** Failed logins per client IP address. */
export const IP_FAILURE_LIMIT = 100;
export const IP_FAILURE_WINDOW_SECONDS = 60 * 60;
export const IP_BLOCK_SECONDS = 60 * 60;

export type LoginLimits = {
  /** Seconds until the next try is allowed, or null when allowed now. */
  retryAfter: (accountKey: string, ip: string) => Promise<number | null>;
  recordFailure: (accountKey: string, ip: string) => Promise<void>;
  recordSuccess: (accountKey: string) => Promise<void>;
};

type Limiter = { limiter: RateLimiterAbstract; points: number; blockSeconds: number };

export const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export const makeLimiter = (
  redis: Redis | null,
  keyPrefix: string,
  points: number,
  duration: number,
): RateLimiterAbstract => {
  const options = { keyPrefix, points, duration };
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // A Redis outage must not lock everyone out nor open the gate: fall back to this process.
    insuranceLimiter: new RateLimiterMemory(options),
  });
};

export const createLoginLimits = ({
  enabled,
  redis,
}: {
  enabled: boolean;
  redis: Redis | null;
}): LoginLimits => {
  if (!enabled) {
    return {
      retryAfter: async () => null,
      recordFailure: async () => {},
      recordSuccess: async () => {},
    };
  }
  const account: Limiter = {
    limiter: makeLimiter(
      redis,
      'login-fail-account',
      ACCOUNT_FAILURE_LIMIT,
      ACCOUNT_FAILURE_WINDOW_SECONDS,
    ),
    points: ACCOUNT_FAILURE_LIMIT,
    blockSeconds: ACCOUNT_BLOCK_SECONDS,
  };
  const address: Limiter = {
    limiter: makeLimiter(redis, 'login-fail-ip', IP_FAILURE_LIMIT, IP_FAILURE_WINDOW_SECONDS),
    points: IP_FAILURE_LIMIT,
    blockSeconds: IP_BLOCK_SECONDS,
  };

  const blockedFor = async ({ limiter, points }: Limiter, key: string) => {
    const state = await limiter.get(key);
    return state !== null && state.consumedPoints >= points ? secondsOf(state.msBeforeNext) : null;
  };

  const fail = async ({ limiter, points, blockSeconds }: Limiter, key: string) => {
    try {
      const state = await limiter.consume(key);
      if (state.consumedPoints >= points) await limiter.block(key, blockSeconds);
    } catch (rejection) {
      // Over the limit, consume() rejects with the limiter state and the key stays blocked.
      if (rejection instanceof Error) throw rejection;
    }
  };

  return {
    retryAfter: async (accountKey, ip) => {
      const waits = await Promise.all([blockedFor(account, accountKey), blockedFor(address, ip)]);
      const blocked = waits.filter((wait): wait is number => wait !== null);
      return blocked.length === 0 ? null : Math.max(...blocked);
    },
    recordFailure: async (accountKey, ip) => {
      await Promise.all([fail(account, accountKey), fail(address, ip)]);
    },
    recordSuccess: async (accountKey) => {
      await account.limiter.delete(accountKey);
    },
  };
};
