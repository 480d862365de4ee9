import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import { createPasswordHasher } from '../platform/security/passwords';
import type { TestMember } from './factories';
import { callApi, type TestApp } from './test-app';

/** argon2id at its lowest cost, for tests that judge hundreds of passwords of unknown accounts. */
export const CHEAP_PASSWORD_HASHING = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Rehashes the members' passwords at the lowest cost, for cases that judge a hundred of them. */
export const cheapenPasswords = async (db: Kysely<Database>, members: TestMember[]) => {
  const hasher = createPasswordHasher(CHEAP_PASSWORD_HASHING);
  for (const member of members) {
    await db
      .updateTable('members')
      .set({ password_hash: await hasher.hash(member.password) })
      .where('tenant_id', '=', member.tenant.id)
      .where('id', '=', member.id)
      .execute();
  }
};

const redisUrl = process.env.TEST_REDIS_URL ?? null;

/**
 * A client address no other case or run uses: budgets kept in Redis outlive the run by an hour,
 * so an address of an earlier run must never come back with its failures.
 */
export const uniqueAddress = () =>
  `fd00::${(randomBytes(8).toString('hex').match(/.{4}/g) ?? []).join(':')}`;

/** Where the login budgets live: this process's memory, and Redis when TEST_REDIS_URL is set. */
export const limitStores: [name: string, overrides: Partial<Config>][] = [
  ['memory', { redisUrl: null, passwordHashing: CHEAP_PASSWORD_HASHING }],
  ...(redisUrl
    ? [
        ['redis', { redisUrl, passwordHashing: CHEAP_PASSWORD_HASHING }] as [
          string,
          Partial<Config>,
        ],
      ]
    : []),
];

/**
 * Resolves once the app keeps its login budgets in Redis: until its connection is ready the
 * limiters fall back to the process's memory, which would let a Redis case pass on memory.
 */
export const untilBudgetsInRedis = async (test: TestApp) => {
  if (!test.config.redisUrl) return;
  const redis = new Redis(test.config.redisUrl);
  try {
    for (let probe = 0; probe < 100; probe += 1) {
      const ip = uniqueAddress();
      await callApi(test.app, {
        path: '/login/login',
        body: { factoryCode: 'probe', userCode: randomBytes(6).toString('hex'), password: 'probe' },
        remoteAddress: ip,
      });
      if ((await redis.get(`login-failed-ip:${ip}`)) !== null) return;
      await sleep(50);
    }
    throw new Error('the app never kept its login budgets in Redis');
  } finally {
    redis.disconnect();
  }
};

/** How many answers came with each envelope code: `{ '300103': 10, '300111': 50 }`. */
export const tally = (answers: { envelope: { code: string } }[]) =>
  answers.reduce<Record<string, number>>(
    (counts, { envelope: { code } }) => ({ ...counts, [code]: (counts[code] ?? 0) + 1 }),
    {},
  );
