import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AppError } from '../http/app-error';

/** Failed password tries per tenant + account before it is blocked (docs/decisions/0002, 0023). */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_FAILURE_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_BLOCK_SECONDS = 15 * 60;
/** Failed tries of a password or a verification code per client IP address. */
export const IP_FAILURE_LIMIT = 100;
export const IP_FAILURE_WINDOW_SECONDS = 60 * 60;
export const IP_BLOCK_SECONDS = 60 * 60;
/** The wait answered while a budget is full only of tries still being checked: they end soon. */
export const SETTLING_WAIT_SECONDS = 1;

/** The budgets a try spends: its account's (null for codes: they count their own) and address's. */
export type TryKeys = { account: string | null; ip: string };

export type LoginLimits = {
  /**
   * One try of a secret. It is taken from every budget before `check` runs, so racing tries are
   * limited like sequential ones; a spent budget answers 300111 with the seconds to wait as the
   * body and `Retry-After`, and the refused try takes nothing. `check` answers what the secret
   * proved, or null when it was wrong: the try then stays spent, and the budget blocks once it
   * holds its limit of failures. A success gives the address's try back and forgets the
   * account's failures; a check that throws gives the tries back, as the secret went unjudged.
   */
  attempt: <T>(keys: TryKeys, check: () => Promise<T | null>) => Promise<T | null>;
};

export const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** 300111 'login failed' with the wait, the catalogue's only 'too frequent' answer (0002, 0007). */
export const throttled = (waitSeconds: number) =>
  new AppError(ErrorCode.LOGIN_FAILED, waitSeconds, { 'Retry-After': String(waitSeconds) });

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

/**
 * A budget of tries. `taken` counts the tries of its window, those being checked and those that
 * failed, and refuses past its points; a try is taken before its check, so racing tries count.
 * It is only ever added to and given back to, so a try given back lands on the count it was
 * taken from. `failed` counts failures alone and is never given back to: once they reach the
 * limit it is blocked for `blockSeconds`, and it tells a spent budget from one that is full of
 * tries still being checked.
 */
type Budget = {
  taken: RateLimiterAbstract;
  failed: RateLimiterAbstract;
  points: number;
  blockSeconds: number;
  /**
   * The account's: when a success last forgot its failures. A success starts new counts, and
   * tries taken before it settle on the old ones. Null for the address: a success there only
   * gives its try back.
   */
  forgotten: RateLimiterAbstract | null;
};

/** A try held on a budget: `owner` is the account or address, `key` names its counts. */
type Hold = { budget: Budget; owner: string; key: string };

const holdOn = async (budget: Budget, owner: string): Promise<Hold> => {
  const since = budget.forgotten ? await budget.forgotten.get(owner) : null;
  return { budget, owner, key: since ? `${owner}\u0000${since.consumedPoints}` : owner };
};

/** Takes one try from the budget; answers the seconds to wait when the budget refuses it. */
const takeOne = async ({ budget: { taken, failed, points }, key }: Hold) => {
  const [refusal, failures] = await Promise.all([
    taken.consume(key).then(
      () => null,
      (rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection;
        throw rejection;
      },
    ),
    failed.get(key),
  ]);
  if (failures !== null && failures.consumedPoints >= points) {
    return secondsOf(Math.max(failures.msBeforeNext, refusal?.msBeforeNext ?? 0));
  }
  // Full only of tries still being checked: they end within moments.
  return refusal ? SETTLING_WAIT_SECONDS : null;
};

const keepAsFailure = async ({ budget: { failed, points, blockSeconds }, key }: Hold) => {
  const failures = await failed.penalty(key);
  // Exactly one failure reaches the limit; later ones add to the block.
  if (failures.consumedPoints === points) await failed.block(key, blockSeconds);
};

const giveBack = ({ budget: { taken }, key }: Hold) => taken.reward(key);

const settleSuccess = async (hold: Hold) => {
  await giveBack(hold);
  const { forgotten } = hold.budget;
  if (forgotten) await forgotten.set(hold.owner, Date.now(), forgotten.duration);
};

const makeBudget = (
  redis: Redis | null,
  name: string,
  points: number,
  windowSeconds: number,
  blockSeconds: number,
  forgetsOnSuccess: boolean,
): Budget => ({
  taken: makeLimiter(redis, `login-taken-${name}`, points, windowSeconds),
  failed: makeLimiter(redis, `login-failed-${name}`, points, windowSeconds),
  points,
  blockSeconds,
  // Remembered past the life of any count a success makes old (a window or a block).
  forgotten: forgetsOnSuccess
    ? makeLimiter(redis, `login-forgotten-${name}`, 1, 2 * Math.max(windowSeconds, blockSeconds))
    : null,
});

export const createLoginLimits = ({
  enabled,
  redis,
}: {
  enabled: boolean;
  redis: Redis | null;
}): LoginLimits => {
  if (!enabled) return { attempt: (_keys, check) => check() };
  const account = makeBudget(
    redis,
    'account',
    ACCOUNT_FAILURE_LIMIT,
    ACCOUNT_FAILURE_WINDOW_SECONDS,
    ACCOUNT_BLOCK_SECONDS,
    true,
  );
  const address = makeBudget(
    redis,
    'ip',
    IP_FAILURE_LIMIT,
    IP_FAILURE_WINDOW_SECONDS,
    IP_BLOCK_SECONDS,
    false,
  );

  const reserve = async (holds: Hold[]) => {
    const waits = (await Promise.all(holds.map(takeOne))).filter((wait) => wait !== null);
    if (waits.length === 0) return;
    // A refused try takes nothing: every budget gets back the try it counted.
    await Promise.all(holds.map(giveBack));
    throw throttled(Math.max(...waits));
  };

  return {
    attempt: async (keys, check) => {
      const holds = await Promise.all([
        ...(keys.account === null ? [] : [holdOn(account, keys.account)]),
        holdOn(address, keys.ip),
      ]);
      await reserve(holds);
      let proven: Awaited<ReturnType<typeof check>>;
      try {
        proven = await check();
      } catch (error) {
        await Promise.all(holds.map(giveBack));
        throw error;
      }
      await Promise.all(holds.map(proven === null ? keepAsFailure : settleSuccess));
      return proven;
    },
  };
};
