import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { SMS_CODE_MAX_TRIES, SmsScene } from '@lectern/contracts/common/sms-code';
import type { TPostSendPasswordCodeResponse } from '@lectern/contracts/members/post-send-password-code';
import { ACCOUNT_FAILURE_LIMIT, IP_FAILURE_LIMIT } from '../../platform/rate-limits/login-limits';
import { hashToken, newId } from '../../platform/security/tokens';
import {
  createMember,
  createTenant,
  login,
  signedInLearner,
  type TestTenant,
} from '../../test/factories';
import {
  cheapenPasswords,
  limitStores,
  uniqueAddress,
  untilBudgetsInRedis,
  tally,
} from '../../test/limit-stores';
import { lastCodeTo, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
});
afterAll(() => test.close());

const NEW_PASSWORD = 'Brand-new-9';

const sendPasswordCode = (token: string) =>
  callApi<TPostSendPasswordCodeResponse>(test.app, {
    path: '/mine/sendPasswordCode',
    body: {},
    token,
  });

const updatePassword = (token: string, body: Record<string, unknown>) =>
  callApi(test.app, { path: '/mine/updatePassword', body, token });

const passwordLogin = (userCode: string, password: string) =>
  callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: tenant.factoryCode, userCode, password },
  });

const learnerWithPhone = async () => {
  const phone = uniquePhone();
  return { phone, ...(await signedInLearner(test, tenant, { phone })) };
};

describe('POST /mine/sendPasswordCode', () => {
  it("texts a code to the learner's own phone and shows it masked", async () => {
    const { phone, token } = await learnerWithPhone();
    const { envelope } = await sendPasswordCode(token);
    expect(envelope).toEqual({
      code: '200',
      body: { resendAfter: 60, maskedPhone: `${phone.slice(0, 3)}****${phone.slice(-4)}` },
    });
    expect(lastCodeTo(test, phone, SmsScene.CHANGE_PASSWORD)).toMatch(/^\d{6}$/);
    expect((await sendPasswordCode(token)).envelope.code).toBe('300111');
  });

  it('answers 300209 when the account has no phone', async () => {
    const { token } = await signedInLearner(test, tenant);
    expect((await sendPasswordCode(token)).envelope.code).toBe('300209');
  });

  it('needs a session', async () => {
    expect((await sendPasswordCode('')).envelope.code).toBe('403');
  });
});

describe('POST /mine/updatePassword', () => {
  it('checks the fields in the order of spec §5', async () => {
    const { token, member } = await learnerWithPhone();
    const full = {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code: '123456',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ oldPassword: '' }, '300203'],
      [{ newPassword: '' }, '300204'],
      [{ confirmPassword: '' }, '300205'],
      [{ confirmPassword: `${NEW_PASSWORD}x` }, '300206'],
      [{ newPassword: 'short', confirmPassword: 'short' }, '300113'],
      [{ oldPassword: 'not-my-password' }, '300207'],
      [{ code: '' }, '300367'],
      [{}, '300368'],
    ];
    for (const [fields, code] of cases) {
      const { envelope } = await updatePassword(token, { ...full, ...fields });
      expect({ fields, code: envelope.code }).toEqual({ fields, code });
    }
    expect((await passwordLogin(member.userCode, member.password)).envelope.code).toBe('200');
  });

  it('changes the password with the phone code and ends every session of the learner', async () => {
    const { phone, token, member } = await learnerWithPhone();
    // A second live session of the learner, as another device would hold.
    const otherToken = `other-${newId()}`;
    const now = Date.now();
    await test.db
      .insertInto('sessions')
      .values({
        id: newId(),
        tenant_id: tenant.id,
        member_id: member.id,
        token_hash: hashToken(otherToken),
        created_at: now,
        expires_at: now + 60 * 60 * 1000,
        last_seen_at: now,
        revoked_at: null,
        revoke_reason: null,
        ip: null,
        user_agent: null,
      })
      .execute();
    await sendPasswordCode(token);
    const { envelope } = await updatePassword(token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code: lastCodeTo(test, phone, SmsScene.CHANGE_PASSWORD),
    });
    expect(envelope).toEqual({ code: '200', body: null });

    const memberInfo = (sessionToken: string) =>
      callApi(test.app, { path: '/mine/memberInfo', token: sessionToken });
    expect((await memberInfo(token)).envelope).toEqual({ code: '403', body: '403-1' });
    expect((await memberInfo(otherToken)).envelope).toEqual({ code: '403', body: '403-1' });
    expect((await passwordLogin(member.userCode, member.password)).envelope.code).toBe('300103');
    expect((await passwordLogin(member.userCode, NEW_PASSWORD)).envelope.code).toBe('200');
  });

  it('does not take a login code for a password change', async () => {
    const { phone, token, member } = await learnerWithPhone();
    await callApi(test.app, {
      path: '/login/sendSmsCode',
      body: { factoryCode: tenant.factoryCode, phone, scene: SmsScene.LOGIN },
    });
    const { envelope } = await updatePassword(token, {
      oldPassword: member.password,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      code: lastCodeTo(test, phone, SmsScene.LOGIN),
    });
    expect(envelope.code).toBe('300368');
  });
});

describe.each(limitStores)('racing password changes (%s)', (_store, overrides) => {
  let raceTest: TestApp;
  let raceTenant: TestTenant;

  beforeAll(async () => {
    raceTest = await buildTestApp(overrides);
    raceTenant = await createTenant(raceTest.db);
    await untilBudgetsInRedis(raceTest);
  });
  afterAll(() => raceTest.close());

  const change = (token: string, body: Record<string, unknown>, remoteAddress: string) =>
    callApi(raceTest.app, { path: '/mine/updatePassword', body, token, remoteAddress });

  const changeWith = (oldPassword: string, code = '123456') => ({
    oldPassword,
    newPassword: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    code,
  });

  /** Has a password-change code texted to the learner's phone and reads it. */
  const passwordCodeTo = async (token: string, phone: string) => {
    await callApi(raceTest.app, {
      path: '/mine/sendPasswordCode',
      body: {},
      token,
      remoteAddress: uniqueAddress(),
    });
    return lastCodeTo(raceTest, phone, SmsScene.CHANGE_PASSWORD);
  };

  it(`judges exactly ${ACCOUNT_FAILURE_LIMIT} of 60 racing wrong original passwords, then refuses the right one`, async () => {
    const phone = uniquePhone();
    const { token, member } = await signedInLearner(raceTest, raceTenant, { phone });
    const ip = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => change(token, changeWith('not-my-password'), ip)),
    );
    expect(tally(answers)).toEqual({
      '300207': ACCOUNT_FAILURE_LIMIT,
      '300111': 60 - ACCOUNT_FAILURE_LIMIT,
    });
    const code = await passwordCodeTo(token, phone);
    const right = await change(token, changeWith(member.password, code), uniqueAddress());
    expect(right.envelope.code).toBe('300111');
    expect(right.headers['retry-after']).toBe(String(right.envelope.body));
    // A password change spends the budget of the account's logins.
    const login = await callApi(raceTest.app, {
      path: '/login/login',
      body: {
        factoryCode: raceTenant.factoryCode,
        userCode: member.userCode,
        password: member.password,
      },
      remoteAddress: uniqueAddress(),
    });
    expect(login.envelope.code).toBe('300111');
  });

  it(`judges exactly ${IP_FAILURE_LIMIT} of ${IP_FAILURE_LIMIT + 20} racing wrong original passwords from one address`, async () => {
    const members = await Promise.all(
      Array.from({ length: (IP_FAILURE_LIMIT + 20) / ACCOUNT_FAILURE_LIMIT }, () =>
        createMember(raceTest.db, raceTenant, { phone: uniquePhone() }),
      ),
    );
    await cheapenPasswords(raceTest.db, members);
    const learners = await Promise.all(
      members.map(async (member) => ({ token: await login(raceTest.app, member) })),
    );
    const ip = uniqueAddress();
    const answers = await Promise.all(
      learners.flatMap(({ token }) =>
        Array.from({ length: ACCOUNT_FAILURE_LIMIT }, () =>
          change(token, changeWith('not-my-password'), ip),
        ),
      ),
    );
    expect(tally(answers)).toEqual({ '300207': IP_FAILURE_LIMIT, '300111': 20 });
  });

  it(`lets racing guesses of the code take its ${SMS_CODE_MAX_TRIES} tries and no more`, async () => {
    const phone = uniquePhone();
    const { token, member } = await signedInLearner(raceTest, raceTenant, { phone });
    const code = await passwordCodeTo(token, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: ACCOUNT_FAILURE_LIMIT }, () =>
        change(token, changeWith(member.password, wrong), uniqueAddress()),
      ),
    );
    expect(tally(answers)).toEqual({ '300368': ACCOUNT_FAILURE_LIMIT });
    const stored = await raceTest.db
      .selectFrom('verification_codes')
      .select('tries')
      .where('tenant_id', '=', raceTenant.id)
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(stored.tries).toBe(SMS_CODE_MAX_TRIES);
    const right = await change(token, changeWith(member.password, code), uniqueAddress());
    expect(right.envelope.code).toBe('300368');
  });
});
