import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountStatus } from '@lectern/contracts/common/enums';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { ACCOUNT_FAILURE_LIMIT } from '../../platform/rate-limits/login-limits';
import {
  createMember,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { SESSION_TOUCH_DELAY_MS } from '../../platform/sessions/session-guard';

let test: TestApp;
let tenant: TestTenant;
let member: TestMember;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
  member = await createMember(test.db, tenant, { userCode: 'alice', nickName: 'Alice' });
});
afterAll(() => test.close());

const postLogin = (body: Record<string, unknown>) =>
  callApi<TPostLoginResponse>(test.app, { path: '/login/login', body });

const memberInfo = (token: string) => callApi(test.app, { path: '/mine/memberInfo', token });

describe('POST /login/login', () => {
  it('checks the empty fields in order: tenant number, account, password', async () => {
    expect((await postLogin({})).envelope.code).toBe('300100');
    expect(
      (await postLogin({ factoryCode: '  ', userCode: 'x', password: 'y' })).envelope.code,
    ).toBe('300100');
    expect(
      (await postLogin({ factoryCode: tenant.factoryCode, password: 'y' })).envelope.code,
    ).toBe('300101');
    expect(
      (await postLogin({ factoryCode: tenant.factoryCode, userCode: ' alice ', password: '   ' }))
        .envelope.code,
    ).toBe('300102');
  });

  it('signs in and answers the token with loginUserInfo', async () => {
    const { envelope, status, headers } = await postLogin({
      factoryCode: ` ${tenant.factoryCode} `,
      userCode: ' alice ',
      password: member.password,
    });
    expect(status).toBe(200);
    expect(envelope.code).toBe('200');
    expect(envelope.body.tokenValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(envelope.body.loginUserInfo).toEqual({
      userId: member.id,
      userCode: 'alice',
      nickName: 'Alice',
      factoryCode: tenant.factoryCode,
      avatar: null,
    });
    const cookie = String(headers['set-cookie']);
    expect(cookie).toContain(`lectern_token=${envelope.body.tokenValue}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/h5\/api/);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await login(test.app, member);
    const rows = await test.db.selectFrom('sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
    const expected = createHash('sha256').update(token).digest('base64url');
    expect(rows.some((row) => row.token_hash === expected)).toBe(true);
  });

  it('answers 300103 alike for a wrong password, an unknown account and an unknown tenant', async () => {
    const answers = await Promise.all([
      postLogin({ factoryCode: tenant.factoryCode, userCode: 'alice', password: 'wrong-password' }),
      postLogin({ factoryCode: tenant.factoryCode, userCode: 'nobody', password: member.password }),
      postLogin({ factoryCode: '999999999', userCode: 'alice', password: member.password }),
    ]);
    for (const { envelope } of answers) expect(envelope).toEqual({ code: '300103', body: null });
  });

  it('answers the account state codes', async () => {
    const cases: [Parameters<typeof createMember>[2], string][] = [
      [{ status: AccountStatus.NOT_ACTIVATED }, '300105'],
      [{ status: AccountStatus.CANCELLED }, '300117'],
      [{ status: AccountStatus.DELETED }, '300103'],
      [{ status: AccountStatus.EXPIRED }, '300118'],
      [{ expireAt: Date.now() - 1000 }, '300118'],
    ];
    for (const [fields, code] of cases) {
      const someone = await createMember(test.db, tenant, fields);
      const { envelope } = await postLogin({
        factoryCode: tenant.factoryCode,
        userCode: someone.userCode,
        password: someone.password,
      });
      expect(envelope.code, JSON.stringify(fields)).toBe(code);
    }
  });

  it('answers 300112 when the tenant forces messaging-app login', async () => {
    const chatTenant = await createTenant(test.db, { forceChatAppLogin: true });
    const learner = await createMember(test.db, chatTenant);
    const { envelope } = await postLogin({
      factoryCode: chatTenant.factoryCode,
      userCode: learner.userCode,
      password: learner.password,
    });
    expect(envelope.code).toBe('300112');
  });

  it("answers 402 when the tenant's online users are at the maximum, not counting oneself", async () => {
    const smallTenant = await createTenant(test.db, { maxOnlineUsers: 1 });
    const first = await createMember(test.db, smallTenant);
    const second = await createMember(test.db, smallTenant);
    await login(test.app, first);
    const refused = await postLogin({
      factoryCode: smallTenant.factoryCode,
      userCode: second.userCode,
      password: second.password,
    });
    expect(refused.envelope.code).toBe('402');
    // The member already online may sign in again.
    await expect(login(test.app, first)).resolves.toBeTypeOf('string');
  });
});

describe('login throttling', () => {
  const fail = (learner: TestMember) =>
    postLogin({
      factoryCode: learner.tenant.factoryCode,
      userCode: learner.userCode,
      password: 'not-it',
    });

  it(`blocks an account after ${ACCOUNT_FAILURE_LIMIT} failures with 300111 and Retry-After`, async () => {
    const learner = await createMember(test.db, tenant);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT; attempt += 1) {
      expect((await fail(learner)).envelope.code).toBe('300103');
    }
    const blocked = await postLogin({
      factoryCode: tenant.factoryCode,
      userCode: learner.userCode,
      password: learner.password,
    });
    expect(blocked.envelope.code).toBe('300111');
    expect(blocked.envelope.body).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBe(blocked.envelope.body);
  });

  it("resets the account's counter on a successful login", async () => {
    const learner = await createMember(test.db, tenant);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt += 1) await fail(learner);
    await login(test.app, learner);
    for (let attempt = 0; attempt < ACCOUNT_FAILURE_LIMIT - 1; attempt += 1) await fail(learner);
    await expect(login(test.app, learner)).resolves.toBeTypeOf('string');
  });
});

describe('sessions', () => {
  it('answers 403 without a token and accepts the token with or without Bearer', async () => {
    expect((await callApi(test.app, { path: '/mine/memberInfo' })).envelope).toEqual({
      code: '403',
      body: '403',
    });
    const token = await login(test.app, member);
    expect((await memberInfo(token)).envelope.code).toBe('200');
    expect((await memberInfo(`Bearer ${token}`)).envelope.code).toBe('200');
  });

  it('never accepts the cookie for API calls', async () => {
    const token = await login(test.app, member);
    const { envelope } = await callApi(test.app, {
      path: '/mine/memberInfo',
      headers: { cookie: `lectern_token=${token}` },
    });
    expect(envelope).toEqual({ code: '403', body: '403' });
  });

  it('answers 403-1 for an unknown token', async () => {
    expect((await memberInfo('not-a-token')).envelope).toEqual({ code: '403', body: '403-1' });
  });

  it('revokes the older session on a newer login: 403-4', async () => {
    const older = await login(test.app, member);
    const newer = await login(test.app, member);
    expect((await memberInfo(older)).envelope).toEqual({ code: '403', body: '403-4' });
    expect((await memberInfo(newer)).envelope.code).toBe('200');
  });

  it('leaves exactly one live session after two simultaneous logins', async () => {
    const learner = await createMember(test.db, tenant);
    const tokens = await Promise.all([login(test.app, learner), login(test.app, learner)]);
    const live = await test.db
      .selectFrom('sessions')
      .select('id')
      .where('member_id', '=', learner.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    const codes = await Promise.all(
      tokens.map(async (token) => (await memberInfo(token)).envelope.code),
    );
    expect(codes.sort()).toEqual(['200', '403']);
  });

  it('logs out: the token then answers 403-1', async () => {
    const token = await login(test.app, member);
    const { envelope, headers } = await callApi(test.app, {
      path: '/login/logout',
      body: {},
      token,
    });
    expect(envelope).toEqual({ code: '200', body: null });
    expect(String(headers['set-cookie'])).toMatch(/lectern_token=;/);
    expect((await memberInfo(token)).envelope).toEqual({ code: '403', body: '403-1' });
  });

  it('answers 403-2 once the session has expired', async () => {
    const token = await login(test.app, member);
    await test.db
      .updateTable('sessions')
      .set({ expires_at: Date.now() - 1 })
      .where('member_id', '=', member.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect((await memberInfo(token)).envelope).toEqual({ code: '403', body: '403-2' });
  });

  it('slides the expiry forward when the session is used', async () => {
    const token = await login(test.app, member);
    const tokenHash = createHash('sha256').update(token).digest('base64url');
    const longAgo = Date.now() - 5 * 60 * 1000;
    await test.db
      .updateTable('sessions')
      .set({ last_seen_at: longAgo, expires_at: longAgo + test.config.sessionTtlMs })
      .where('token_hash', '=', tokenHash)
      .execute();
    expect((await memberInfo(token)).envelope.code).toBe('200');
    // Uses are written together within SESSION_TOUCH_DELAY_MS.
    await vi.waitFor(
      async () => {
        const after = await test.db
          .selectFrom('sessions')
          .select(['last_seen_at', 'expires_at'])
          .where('token_hash', '=', tokenHash)
          .executeTakeFirstOrThrow();
        expect(after.last_seen_at).toBeGreaterThan(longAgo);
        expect(after.expires_at).toBeGreaterThan(longAgo + test.config.sessionTtlMs);
      },
      { timeout: SESSION_TOUCH_DELAY_MS * 3 },
    );
  });

  it('answers 403-3 when the member is deleted and 403-7 when the account expires', async () => {
    const deleted = await createMember(test.db, tenant);
    const expiring = await createMember(test.db, tenant);
    const deletedToken = await login(test.app, deleted);
    const expiringToken = await login(test.app, expiring);
    await test.db
      .updateTable('members')
      .set({ status: AccountStatus.DELETED })
      .where('id', '=', deleted.id)
      .execute();
    await test.db
      .updateTable('members')
      .set({ expire_at: Date.now() - 1 })
      .where('id', '=', expiring.id)
      .execute();
    expect((await memberInfo(deletedToken)).envelope).toEqual({ code: '403', body: '403-3' });
    expect((await memberInfo(expiringToken)).envelope).toEqual({ code: '403', body: '403-7' });
  });
});
