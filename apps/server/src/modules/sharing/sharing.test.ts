import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPostRegisterResponse } from '@lectern/contracts/auth/post-register';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import type { TGetInviteCodeResponse } from '@lectern/contracts/sharing/get-invite-code';
import type { TGetInviteRegistrationsResponse } from '@lectern/contracts/sharing/get-invite-registrations';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { lastCodeTo, sendSmsCode, uniquePhone } from '../../test/sms-factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { maskedPhone } from './sharing.service';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db, { registrationEnabled: true });
});
afterAll(() => test.close());

const PASSWORD = 'Secret-42';

const inviteCodeOf = async (token: string) => {
  const { envelope } = await callApi<TGetInviteCodeResponse>(test.app, {
    path: '/mine/inviteCode',
    token,
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

const registrationsOf = async (token: string, query: Record<string, string> = {}) => {
  const { envelope } = await callApi<TGetInviteRegistrationsResponse>(test.app, {
    path: '/mine/inviteRegistrations',
    token,
    query,
  });
  expect(envelope.code).toBe('200');
  return envelope.body;
};

/** Registers a new learner of `registrationTenant` with `inviteCode`, as the form sends it. */
const register = async (
  inviteCode: string | undefined,
  { phone = uniquePhone(), registrationTenant = tenant, nickName = 'Ada Invitee' } = {},
) => {
  await sendSmsCode(test, {
    factoryCode: registrationTenant.factoryCode,
    phone,
    scene: SmsScene.REGISTER,
  });
  const answer = await callApi<TPostRegisterResponse>(test.app, {
    path: '/register/register',
    body: {
      factoryCode: registrationTenant.factoryCode,
      nickName,
      phone,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      code: lastCodeTo(test, phone, SmsScene.REGISTER),
      ...(inviteCode === undefined ? {} : { inviteCode }),
    },
  });
  return { ...answer, phone };
};

describe('invitation codes', () => {
  it('gives each learner one code, made on first asking, with its registration link', async () => {
    const { token } = await signedInLearner(test, tenant);
    const first = await inviteCodeOf(token);
    expect(first.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.registrationPath).toBe(
      `/h5/p/regist?factoryCode=${tenant.factoryCode}&inviteCode=${first.inviteCode}`,
    );
    expect(first.registrations).toBe(0);
    expect(await inviteCodeOf(token)).toEqual(first);
    const other = await signedInLearner(test, tenant);
    expect((await inviteCodeOf(other.token)).inviteCode).not.toBe(first.inviteCode);
  });

  it('makes one code when it is asked for at once', async () => {
    const { token, member } = await signedInLearner(test, tenant);
    const answers = await Promise.all(Array.from({ length: 6 }, () => inviteCodeOf(token)));
    expect(new Set(answers.map(({ inviteCode }) => inviteCode)).size).toBe(1);
    const rows = await test.db
      .selectFrom('invite_codes')
      .selectAll()
      .where('member_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('records who registered with a code, in any case, and lists them newest first', async () => {
    const inviter = await signedInLearner(test, tenant);
    const { inviteCode } = await inviteCodeOf(inviter.token);
    const first = await register(inviteCode, { nickName: 'First Invitee' });
    expect(first.envelope.code).toBe('200');
    const second = await register(` ${inviteCode.toLowerCase()} `, { nickName: 'Second Invitee' });
    expect(second.envelope.code).toBe('200');
    const page = await registrationsOf(inviter.token);
    expect(page.total).toBe(2);
    expect(page.list.map(({ nickName, phone }) => ({ nickName, phone }))).toEqual([
      { nickName: 'Second Invitee', phone: maskedPhone(second.phone) },
      { nickName: 'First Invitee', phone: maskedPhone(first.phone) },
    ]);
    expect(page.list[0]!.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(page.list[0]!.inviteTime).toBeGreaterThanOrEqual(page.list[1]!.inviteTime);
    expect((await inviteCodeOf(inviter.token)).registrations).toBe(2);
    // Pages of the list.
    const paged = await registrationsOf(inviter.token, { pageNum: '2', pageSize: '10' });
    expect(paged).toEqual({ list: [], total: 2 });
  });

  it('refuses a code no learner of the tenant has (309230), creating no account', async () => {
    const inviter = await signedInLearner(test, tenant);
    const { inviteCode } = await inviteCodeOf(inviter.token);
    const elsewhere = await createTenant(test.db, { registrationEnabled: true });
    for (const [code, registrationTenant] of [
      ['NOSUCH99', tenant],
      [inviteCode, elsewhere],
    ] as const) {
      const refused = await register(code, { registrationTenant });
      expect(refused.envelope).toEqual({ code: ErrorCode.INVITE_CODE_NOT_FOUND, body: null });
      const accounts = await test.db
        .selectFrom('members')
        .select('id')
        .where('phone', '=', refused.phone)
        .execute();
      expect(accounts).toEqual([]);
    }
    expect((await registrationsOf(inviter.token)).total).toBe(0);
  });

  it('registers without a code as before, recording no invitation', async () => {
    const inviter = await signedInLearner(test, tenant);
    await inviteCodeOf(inviter.token);
    for (const code of [undefined, '', '   ']) {
      expect((await register(code)).envelope.code).toBe('200');
    }
    expect((await registrationsOf(inviter.token)).total).toBe(0);
  });

  it('shows a learner only their own registrations', async () => {
    const inviter = await signedInLearner(test, tenant);
    await register((await inviteCodeOf(inviter.token)).inviteCode);
    const neighbour = await signedInLearner(test, tenant);
    expect(await registrationsOf(neighbour.token)).toEqual({ list: [], total: 0 });
  });

  it('hides the middle of a phone number', () => {
    expect(maskedPhone('13812345678')).toBe('138****5678');
    expect(maskedPhone('123')).toBe('****');
  });
});
