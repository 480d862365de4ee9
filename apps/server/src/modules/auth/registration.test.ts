import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import type { TPostRegisterResponse } from '@lectern/contracts/auth/post-register';
import { MemberRole } from '@lectern/contracts/common/enums';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { Edition } from '@lectern/contracts/common/tenant';
import { createMember, createTenant, type TestTenant } from '../../test/factories';
import { lastCodeTo, sendSmsCode, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let openTenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  openTenant = await createTenant(test.db, { registrationEnabled: true });
});
afterAll(() => test.close());

const PASSWORD = 'Secret-42';

const register = (body: Record<string, unknown>) =>
  callApi<TPostRegisterResponse>(test.app, { path: '/register/register', body });

const sendRegisterCode = (tenant: TestTenant, phone: string) =>
  sendSmsCode(test, { factoryCode: tenant.factoryCode, phone, scene: SmsScene.REGISTER });

/** A complete registration with a fresh code, with `fields` overriding any part of it. */
const registration = async (
  tenant: TestTenant,
  fields: Record<string, unknown> = {},
  phone = uniquePhone(),
) => {
  await sendRegisterCode(tenant, phone);
  return {
    factoryCode: tenant.factoryCode,
    nickName: 'Grace Learner',
    phone,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code: lastCodeTo(test, phone, SmsScene.REGISTER),
    ...fields,
  };
};

const passwordLogin = (tenant: TestTenant, userCode: string, password = PASSWORD) =>
  callApi<TPostLoginResponse>(test.app, {
    path: '/login/login',
    body: { factoryCode: tenant.factoryCode, userCode, password },
  });

describe('POST /register/register', () => {
  it('checks every field with its own code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ factoryCode: '' }, '300100'],
      [{ phone: ' ' }, '300101'],
      [{ phone: 'not-a-phone' }, '300113'],
      [{ nickName: '  ' }, '300211'],
      [{ password: '' }, '300102'],
      [{ password: 'short', confirmPassword: 'short' }, '300106'],
      [{ confirmPassword: '' }, '300205'],
      [{ confirmPassword: `${PASSWORD}!` }, '300206'],
      [{ code: '' }, '300367'],
      [{ code: '12345x' }, '300368'],
      [{ factoryCode: '987654321' }, '300213'],
    ];
    for (const [fields, code] of cases) {
      const { envelope } = await register(await registration(openTenant, fields));
      expect({ fields, code: envelope.code }).toEqual({ fields, code });
    }
    const missingName = await register(await registration(openTenant, { nickName: '' }));
    expect(missingName.envelope.body).toBe('nickName');
  });

  it('logs the new learner in at once when the tenant needs no review', async () => {
    const request = await registration(openTenant);
    const { envelope } = await register(request);
    expect(envelope.code).toBe('200');
    if (envelope.body.reviewRequired) throw new Error('expected an immediate login');
    expect(envelope.body.loginUserInfo).toMatchObject({
      userCode: request.phone,
      nickName: 'Grace Learner',
      factoryCode: openTenant.factoryCode,
    });
    const info = await callApi(test.app, {
      path: '/mine/memberInfo',
      token: envelope.body.tokenValue,
    });
    expect(info.envelope.code).toBe('200');
    expect((await passwordLogin(openTenant, request.phone)).envelope.code).toBe('200');
  });

  it('leaves the account awaiting review when the tenant reviews registrations', async () => {
    const reviewing = await createTenant(test.db, {
      registrationEnabled: true,
      reviewRequired: true,
    });
    const request = await registration(reviewing);
    const { envelope } = await register(request);
    expect(envelope).toEqual({ code: '200', body: { reviewRequired: true } });
    expect((await passwordLogin(reviewing, request.phone)).envelope.code).toBe('300105');
  });

  it('refuses tenants that do not register: closed (300107) and free edition (300108)', async () => {
    const closed = await createTenant(test.db, { registrationEnabled: false });
    const free = await createTenant(test.db, { registrationEnabled: true, edition: Edition.FREE });
    for (const [tenant, code] of [
      [closed, '300107'],
      [free, '300108'],
    ] as const) {
      const phone = uniquePhone();
      expect((await sendRegisterCode(tenant, phone)).envelope.code).toBe(code);
      const { envelope } = await register({
        factoryCode: tenant.factoryCode,
        nickName: 'Nobody',
        phone,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        code: '123456',
      });
      expect(envelope.code).toBe(code);
    }
  });

  it('refuses a phone that already has an account (300109)', async () => {
    const phone = uniquePhone();
    await createMember(test.db, openTenant, { userCode: phone });
    expect((await sendRegisterCode(openTenant, phone)).envelope.code).toBe('300109');
    const withPhone = uniquePhone();
    await createMember(test.db, openTenant, { phone: withPhone });
    expect((await sendRegisterCode(openTenant, withPhone)).envelope.code).toBe('300109');
    // The same phone in another tenant is another account.
    const other = await createTenant(test.db, { registrationEnabled: true });
    expect((await register(await registration(other, {}, phone))).envelope.code).toBe('200');
  });

  it('registers a phone once when two registrations of it race', async () => {
    const phone = uniquePhone();
    const first = await registration(openTenant, {}, phone);
    const answers = await Promise.all([register(first), register(first)]);
    const codes = answers.map(({ envelope }) => envelope.code).sort();
    expect(codes).toEqual(['200', '300368']);
  });

  it('holds the maximum of learner accounts under concurrent registrations (300115)', async () => {
    const capped = await createTenant(test.db, { registrationEnabled: true, maxLearners: 3 });
    await createMember(test.db, capped);
    // An administrator is not a learner: the limit leaves them out.
    await createMember(test.db, capped, { role: MemberRole.ADMIN });
    const requests = [];
    for (let index = 0; index < 5; index += 1) requests.push(await registration(capped));
    const answers = await Promise.all(requests.map(register));
    const codes = answers.map(({ envelope }) => envelope.code).sort();
    expect(codes).toEqual(['200', '200', '300115', '300115', '300115']);
    const learners = await test.db
      .selectFrom('members')
      .select('id')
      .where('tenant_id', '=', capped.id)
      .where('role', '=', MemberRole.LEARNER)
      .execute();
    expect(learners).toHaveLength(3);
    expect((await register(await registration(capped))).envelope.code).toBe('300115');
  });
});
