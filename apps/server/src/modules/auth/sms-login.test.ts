import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import {
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SMS_SENDS_PER_IP_PER_HOUR,
  SMS_SENDS_PER_PHONE_PER_HOUR,
  SmsScene,
} from '@lectern/contracts/common/sms-code';
import { AccountStatus } from '@lectern/contracts/common/enums';
import { createMember, createTenant, type TestTenant } from '../../test/factories';
import { lastCodeTo, sendSmsCode, uniqueIp, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
});
afterAll(() => test.close());
afterEach(() => {
  vi.useRealTimers();
});

const SECOND_MS = 1000;

const learnerWithPhone = async (status?: (typeof AccountStatus)[keyof typeof AccountStatus]) => {
  const phone = uniquePhone();
  const member = await createMember(test.db, tenant, { phone, ...(status ? { status } : {}) });
  return { phone, member };
};

const sendLoginCode = (phone: string, remoteAddress?: string, factoryCode = tenant.factoryCode) =>
  sendSmsCode(test, { factoryCode, phone, scene: SmsScene.LOGIN }, remoteAddress);

const smsLogin = (body: Record<string, unknown>) =>
  callApi<TPostLoginResponse>(test.app, { path: '/login/smsLogin', body });

/** Moves the clock on; the limits and the code lifetime read Date.now(). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

describe('POST /login/sendSmsCode', () => {
  it('checks the tenant number, then the phone', async () => {
    expect((await sendSmsCode(test, { scene: SmsScene.LOGIN })).envelope.code).toBe('300100');
    expect(
      (await sendSmsCode(test, { factoryCode: tenant.factoryCode, scene: SmsScene.LOGIN })).envelope
        .code,
    ).toBe('300101');
    expect((await sendLoginCode('12-34')).envelope.code).toBe('300113');
    expect((await sendLoginCode(uniquePhone(), undefined, '999999999')).envelope.code).toBe(
      '300213',
    );
  });

  it('texts a 6-digit code to a learner and says when it may be resent', async () => {
    const { phone } = await learnerWithPhone();
    const { envelope } = await sendLoginCode(phone);
    expect(envelope).toEqual({ code: '200', body: { resendAfter: SMS_RESEND_SECONDS } });
    const message = test.sms.sent.at(-1);
    expect(message).toMatchObject({
      phone,
      scene: SmsScene.LOGIN,
      factoryCode: tenant.factoryCode,
    });
    expect(message?.code).toMatch(/^\d{6}$/);
  });

  it('answers a phone without an account like any other, but texts nothing', async () => {
    const phone = uniquePhone();
    const sentBefore = test.sms.sent.length;
    const { envelope } = await sendLoginCode(phone);
    expect(envelope).toEqual({ code: '200', body: { resendAfter: SMS_RESEND_SECONDS } });
    expect(test.sms.sent.length).toBe(sentBefore);
    // The budget is spent all the same, so the answers stay alike.
    expect((await sendLoginCode(phone)).envelope.code).toBe('300111');
  });

  it('sends once per phone per 60 s, with the wait as the body and Retry-After', async () => {
    const { phone } = await learnerWithPhone();
    expect((await sendLoginCode(phone)).envelope.code).toBe('200');
    const refused = await sendLoginCode(phone);
    expect(refused.envelope.code).toBe('300111');
    expect(refused.envelope.body).toBeGreaterThan(SMS_RESEND_SECONDS - 5);
    expect(refused.envelope.body).toBeLessThanOrEqual(SMS_RESEND_SECONDS);
    expect(Number(refused.headers['retry-after'])).toBe(refused.envelope.body);
    later((SMS_RESEND_SECONDS + 1) * SECOND_MS);
    expect((await sendLoginCode(phone)).envelope.code).toBe('200');
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const { phone } = await learnerWithPhone();
    for (let send = 0; send < SMS_SENDS_PER_PHONE_PER_HOUR; send += 1) {
      expect((await sendLoginCode(phone)).envelope.code).toBe('200');
      later((SMS_RESEND_SECONDS + 1) * SECOND_MS);
    }
    const refused = await sendLoginCode(phone);
    expect(refused.envelope.code).toBe('300111');
    expect(refused.envelope.body).toBeGreaterThan(SMS_RESEND_SECONDS);
  });

  it('caps the sends from one client address', async () => {
    const ip = uniqueIp();
    for (let send = 0; send < SMS_SENDS_PER_IP_PER_HOUR; send += 1) {
      expect((await sendLoginCode(uniquePhone(), ip)).envelope.code).toBe('200');
    }
    expect((await sendLoginCode(uniquePhone(), ip)).envelope.code).toBe('300111');
    // A refused send costs the phone nothing: it can still get a code from elsewhere.
    const { phone } = await learnerWithPhone();
    expect((await sendLoginCode(phone, ip)).envelope.code).toBe('300111');
    expect((await sendLoginCode(phone)).envelope.code).toBe('200');
  });

  it('texts exactly one code when many sends to one phone race', async () => {
    const { phone } = await learnerWithPhone();
    const sentBefore = test.sms.sent.length;
    const answers = await Promise.all(Array.from({ length: 12 }, () => sendLoginCode(phone)));
    const codes = answers.map(({ envelope }) => envelope.code).sort();
    expect(codes.filter((code) => code === '200')).toHaveLength(1);
    expect(codes.filter((code) => code === '300111')).toHaveLength(11);
    expect(test.sms.sent.length).toBe(sentBefore + 1);
  });
});

describe('POST /login/smsLogin', () => {
  it('checks the tenant number, the phone, then the code', async () => {
    expect((await smsLogin({})).envelope.code).toBe('300100');
    expect((await smsLogin({ factoryCode: tenant.factoryCode })).envelope.code).toBe('300101');
    expect(
      (await smsLogin({ factoryCode: tenant.factoryCode, phone: uniquePhone(), code: ' ' }))
        .envelope.code,
    ).toBe('300367');
  });

  it('signs in with the code, once', async () => {
    const { phone, member } = await learnerWithPhone();
    await sendLoginCode(phone);
    const code = lastCodeTo(test, phone);
    const { envelope } = await smsLogin({ factoryCode: tenant.factoryCode, phone, code });
    expect(envelope.code).toBe('200');
    expect(envelope.body.loginUserInfo).toMatchObject({
      userId: member.id,
      userCode: member.userCode,
    });
    const info = await callApi(test.app, {
      path: '/mine/memberInfo',
      token: envelope.body.tokenValue,
    });
    expect(info.envelope.code).toBe('200');
    expect((await smsLogin({ factoryCode: tenant.factoryCode, phone, code })).envelope.code).toBe(
      '300368',
    );
  });

  it('lets exactly one of many concurrent logins use a code', async () => {
    const { phone } = await learnerWithPhone();
    await sendLoginCode(phone);
    const code = lastCodeTo(test, phone);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => smsLogin({ factoryCode: tenant.factoryCode, phone, code })),
    );
    expect(answers.filter(({ envelope }) => envelope.code === '200')).toHaveLength(1);
    expect(answers.filter(({ envelope }) => envelope.code === '300368')).toHaveLength(7);
  });

  it('refuses the right code after 5 wrong tries', async () => {
    const { phone } = await learnerWithPhone();
    await sendLoginCode(phone);
    const code = lastCodeTo(test, phone) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < SMS_CODE_MAX_TRIES; attempt += 1) {
      const { envelope } = await smsLogin({ factoryCode: tenant.factoryCode, phone, code: wrong });
      expect(envelope.code).toBe('300368');
    }
    expect((await smsLogin({ factoryCode: tenant.factoryCode, phone, code })).envelope.code).toBe(
      '300368',
    );
  });

  it('refuses a code after 10 minutes, and an older code once a newer one is sent', async () => {
    const { phone } = await learnerWithPhone();
    await sendLoginCode(phone);
    const first = lastCodeTo(test, phone);
    later((SMS_RESEND_SECONDS + 1) * SECOND_MS);
    await sendLoginCode(phone);
    const second = lastCodeTo(test, phone);
    const live = await test.db
      .selectFrom('verification_codes')
      .select('id')
      .where('phone', '=', phone)
      .where('consumed_at', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    if (first !== second) {
      const stale = await smsLogin({ factoryCode: tenant.factoryCode, phone, code: first });
      expect(stale.envelope.code).toBe('300368');
    }
    later(SMS_CODE_TTL_SECONDS * SECOND_MS);
    const expired = await smsLogin({ factoryCode: tenant.factoryCode, phone, code: second });
    expect(expired.envelope.code).toBe('300368');
  });

  it("does not take another tenant's code nor a registration code", async () => {
    const { phone } = await learnerWithPhone();
    const elsewhere = await createTenant(test.db, { registrationEnabled: true });
    await createMember(test.db, elsewhere, { phone });
    await sendLoginCode(phone, undefined, elsewhere.factoryCode);
    const otherTenantCode = lastCodeTo(test, phone);
    expect(
      (await smsLogin({ factoryCode: tenant.factoryCode, phone, code: otherTenantCode })).envelope
        .code,
    ).toBe('300368');

    const newcomer = uniquePhone();
    await sendSmsCode(test, {
      factoryCode: elsewhere.factoryCode,
      phone: newcomer,
      scene: SmsScene.REGISTER,
    });
    const registrationCode = lastCodeTo(test, newcomer);
    expect(registrationCode).toMatch(/^\d{6}$/);
    expect(
      (
        await smsLogin({
          factoryCode: elsewhere.factoryCode,
          phone: newcomer,
          code: registrationCode,
        })
      ).envelope.code,
    ).toBe('300368');
  });

  it('applies the account states of a password login', async () => {
    const { phone } = await learnerWithPhone(AccountStatus.NOT_ACTIVATED);
    await sendLoginCode(phone);
    const { envelope } = await smsLogin({
      factoryCode: tenant.factoryCode,
      phone,
      code: lastCodeTo(test, phone),
    });
    expect(envelope.code).toBe('300105');
  });
});
