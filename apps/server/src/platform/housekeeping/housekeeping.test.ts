import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { SessionRevocation } from '@lectern/contracts/common/session-revocation';
import {
  createMember,
  createTenant,
  insertInBatches,
  login,
  type TestMember,
} from '../../test/factories';
import { lastCodeTo, sendSmsCode, uniqueIp, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { hashToken, newId, newSessionToken } from '../security/tokens';
import { createHousekeeping, HOUSEKEEPING_BATCH_ROWS } from './housekeeping';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The count: every one of them was still stored. */
const BACKLOG_SESSIONS = 10_001;

const silentLog = { error: () => undefined, info: () => undefined };

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const housekeeping = () => createHousekeeping(test.database, test.config.housekeeping, silentLog);

type SessionTimes = {
  lastSeenAt: number;
  expiresAt: number;
  revokedAt?: number;
  reason?: string;
};

const sessionRow = (member: TestMember, token: string, times: SessionTimes) => ({
  id: newId(),
  tenant_id: member.tenant.id,
  member_id: member.id,
  token_hash: hashToken(token),
  created_at: times.lastSeenAt,
  expires_at: times.expiresAt,
  last_seen_at: times.lastSeenAt,
  revoked_at: times.revokedAt ?? null,
  revoke_reason: times.reason ?? null,
  ip: null,
  user_agent: null,
});

/** A session of `member` stored as it would be after these times; answers its token. */
const storedSession = async (member: TestMember, times: SessionTimes) => {
  const token = newSessionToken();
  await test.db
    .insertInto('sessions')
    .values(sessionRow(member, token, times))
    .execute();
  return token;
};

const isStored = async (token: string) =>
  (await test.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst()) !== undefined;

const memberInfo = async (token: string) =>
  (await callApi(test.app, { path: '/mine/memberInfo', token })).envelope;

describe('housekeeping of sessions', () => {
  it('deletes sessions that ended longer ago than the retention and keeps the others', async () => {
    const { sessionRetentionMs } = test.config.housekeeping;
    const ttl = test.config.sessionTtlMs;
    const tenant = await createTenant(test.db);
    const member = await createMember(test.db, tenant);
    const live = await login(test.app, member);
    const now = Date.now();
    const expiredLongAgo = await storedSession(member, {
      lastSeenAt: now - sessionRetentionMs - HOUR_MS - ttl,
      expiresAt: now - sessionRetentionMs - HOUR_MS,
    });
    const expiredRecently = await storedSession(member, {
      lastSeenAt: now - sessionRetentionMs + HOUR_MS - ttl,
      expiresAt: now - sessionRetentionMs + HOUR_MS,
    });
    // Revoked long ago while its expiry (a long SESSION_TTL_HOURS) was still ahead.
    const revokedLongAgo = await storedSession(member, {
      lastSeenAt: now - sessionRetentionMs - 2 * HOUR_MS,
      expiresAt: now + DAY_MS,
      revokedAt: now - sessionRetentionMs - HOUR_MS,
      reason: SessionRevocation.LOGGED_IN_ELSEWHERE,
    });
    const revokedRecently = await storedSession(member, {
      lastSeenAt: now - 2 * DAY_MS,
      expiresAt: now + DAY_MS,
      revokedAt: now - DAY_MS,
      reason: SessionRevocation.LOGGED_IN_ELSEWHERE,
    });
    expect(await memberInfo(expiredLongAgo)).toEqual({ code: '403', body: '403-2' });
    expect(await memberInfo(revokedLongAgo)).toEqual({ code: '403', body: '403-4' });

    expect(await housekeeping().runOnce(now)).toEqual({
      sessions: 2,
      verificationCodes: 0,
      deviceTickets: 0,
    });

    expect(await isStored(expiredLongAgo)).toBe(false);
    expect(await isStored(revokedLongAgo)).toBe(false);
    expect(await isStored(live)).toBe(true);
    expect(await isStored(expiredRecently)).toBe(true);
    expect(await isStored(revokedRecently)).toBe(true);
    // Within the retention a session still says why it ended; after it, 'invalid or expired'.
    expect((await memberInfo(live)).code).toBe('200');
    expect(await memberInfo(expiredRecently)).toEqual({ code: '403', body: '403-2' });
    expect(await memberInfo(revokedRecently)).toEqual({ code: '403', body: '403-4' });
    expect(await memberInfo(expiredLongAgo)).toEqual({ code: '403', body: '403-1' });
    expect(await memberInfo(revokedLongAgo)).toEqual({ code: '403', body: '403-1' });
  });

  it(`clears a backlog of ${BACKLOG_SESSIONS} expired sessions in batches, leaving the live one`, async () => {
    const { sessionRetentionMs } = test.config.housekeeping;
    const tenant = await createTenant(test.db);
    const member = await createMember(test.db, tenant);
    const live = await login(test.app, member);
    const now = Date.now();
    const expiredAt = now - sessionRetentionMs - DAY_MS;
    const backlog = Array.from({ length: BACKLOG_SESSIONS }, () =>
      sessionRow(member, newSessionToken(), {
        lastSeenAt: expiredAt - test.config.sessionTtlMs,
        expiresAt: expiredAt,
      }),
    );
    await insertInBatches(backlog, (batch) =>
      test.db.insertInto('sessions').values(batch).execute(),
    );
    const storedOfTenant = async () =>
      Number(
        (
          await test.db
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('tenant_id', '=', tenant.id)
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await storedOfTenant()).toBe(BACKLOG_SESSIONS + 1);
    expect(BACKLOG_SESSIONS).toBeGreaterThan(HOUSEKEEPING_BATCH_ROWS * 20);

    expect(await housekeeping().runOnce(now)).toEqual({
      sessions: BACKLOG_SESSIONS,
      verificationCodes: 0,
      deviceTickets: 0,
    });

    expect(await storedOfTenant()).toBe(1);
    expect((await memberInfo(live)).code).toBe('200');
  });
});

describe('housekeeping of verification codes', () => {
  it('deletes codes used or expired longer ago than the retention; a live code still signs in', async () => {
    const { verificationCodeRetentionMs } = test.config.housekeeping;
    const tenant = await createTenant(test.db);
    const phone = uniquePhone();
    await createMember(test.db, tenant, { phone });
    const ip = uniqueIp();
    const sent = await sendSmsCode(
      test,
      { factoryCode: tenant.factoryCode, phone, scene: SmsScene.LOGIN },
      ip,
    );
    expect(sent.envelope.code).toBe('200');
    const liveCode = lastCodeTo(test, phone, SmsScene.LOGIN);

    const now = Date.now();
    const code = (fields: { createdAt: number; expiresAt: number; consumedAt: number | null }) => ({
      id: newId(),
      tenant_id: tenant.id,
      phone: uniquePhone(),
      scene: SmsScene.LOGIN,
      code_hash: 'not-a-code-hash',
      tries: 0,
      created_at: fields.createdAt,
      expires_at: fields.expiresAt,
      consumed_at: fields.consumedAt,
    });
    const longAgo = now - verificationCodeRetentionMs - HOUR_MS;
    const recently = now - verificationCodeRetentionMs + HOUR_MS;
    const tenMinutes = 10 * 60 * 1000;
    const rows = {
      usedLongAgo: code({ createdAt: longAgo - 1, expiresAt: now + DAY_MS, consumedAt: longAgo }),
      expiredLongAgo: code({
        createdAt: longAgo - tenMinutes,
        expiresAt: longAgo,
        consumedAt: null,
      }),
      usedRecently: code({
        createdAt: recently - 1,
        expiresAt: now + DAY_MS,
        consumedAt: recently,
      }),
      expiredRecently: code({
        createdAt: recently - tenMinutes,
        expiresAt: recently,
        consumedAt: null,
      }),
    };
    await test.db.insertInto('verification_codes').values(Object.values(rows)).execute();

    expect(await housekeeping().runOnce(now)).toEqual({
      sessions: 0,
      verificationCodes: 2,
      deviceTickets: 0,
    });

    const left = await test.db
      .selectFrom('verification_codes')
      .select(['phone', 'consumed_at'])
      .where('tenant_id', '=', tenant.id)
      .execute();
    expect(left.map((row) => row.phone).sort()).toEqual(
      [rows.usedRecently.phone, rows.expiredRecently.phone, phone].sort(),
    );
    const signedIn = await callApi(test.app, {
      path: '/login/smsLogin',
      body: { factoryCode: tenant.factoryCode, phone, code: liveCode },
      remoteAddress: ip,
    });
    expect(signedIn.envelope.code).toBe('200');
  });
});

describe('the housekeeping job', () => {
  it('logs a failed pass and carries on, never throwing', async () => {
    const unmigrated = await openTestDatabase();
    const errors: string[] = [];
    try {
      const job = createHousekeeping(unmigrated, test.config.housekeeping, {
        ...silentLog,
        error: (_details: unknown, message: string) => void errors.push(message),
      } as never);
      await expect(job.runOnce()).resolves.toEqual({
        sessions: 0,
        verificationCodes: 0,
        deviceTickets: 0,
      });
      await expect(job.runOnce()).resolves.toEqual({
        sessions: 0,
        verificationCodes: 0,
        deviceTickets: 0,
      });
    } finally {
      await unmigrated.close();
    }
    expect(errors).toEqual([
      'housekeeping failed; the next pass tries again',
      'housekeeping failed; the next pass tries again',
    ]);
  });

  it('runs by itself while the app is up, at HOUSEKEEPING_MINUTES', async () => {
    const app = await buildTestApp({
      housekeeping: { intervalMs: 50, sessionRetentionMs: 0, verificationCodeRetentionMs: 0 },
    });
    try {
      const tenant = await createTenant(app.db);
      const member = await createMember(app.db, tenant);
      const token = await login(app.app, member);
      await app.db
        .updateTable('sessions')
        .set({ expires_at: Date.now() - 1, last_seen_at: Date.now() - 2 })
        .where('token_hash', '=', hashToken(token))
        .execute();
      await vi.waitFor(
        async () => {
          const stored = await app.db
            .selectFrom('sessions')
            .select('id')
            .where('token_hash', '=', hashToken(token))
            .executeTakeFirst();
          expect(stored).toBeUndefined();
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await app.close();
    }
  });
});
