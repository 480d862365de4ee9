import { CreditBizType } from '@lectern/contracts/common/enums';
import { creditLedger } from '../../platform/credits/credit-ledger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMemberInfo } from '@lectern/contracts/common/member';
import {
  createMember,
  createOrganisation,
  createTenant,
  login,
  type TestMember,
  type TestTenant,
} from '../../test/factories';
import { samplePdf, samplePng } from '../../test/sample-files';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { membersRepository } from './members.repository';

let test: TestApp;
let tenant: TestTenant;
let member: TestMember;
let token: string;
let otherToken: string;
let other: TestMember;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createTenant(test.db);
  const root = await createOrganisation(test.db, tenant, { code: 'hq', name: 'Head office' });
  const sales = await createOrganisation(test.db, tenant, {
    code: 'sales',
    name: 'Sales',
    parent: root,
  });
  const support = await createOrganisation(test.db, tenant, {
    code: 'support',
    name: 'Support',
    parent: root,
  });
  member = await createMember(test.db, tenant, {
    userCode: 'bob',
    nickName: 'Bob',
    organisations: [sales, support],
  });
  token = await login(test.app, member);
  const otherTenant = await createTenant(test.db);
  other = await createMember(test.db, otherTenant, { userCode: 'bob' });
  otherToken = await login(test.app, other);
});
afterAll(() => test.close());

const upload = async (authorization: string, file: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(file)]), name);
  const response = await test.app.inject({
    method: 'POST',
    url: '/h5/api/sys/uploadFile',
    headers: { authorization },
    payload: data,
  });
  return response.json<{ code: string; body: string }>().body;
};

const memberInfo = async (authorization: string) =>
  (await callApi<TMemberInfo>(test.app, { path: '/mine/memberInfo', token: authorization }))
    .envelope;

describe('GET /mine/memberInfo', () => {
  it("answers the signed-in member's info with organisation names joined by ';'", async () => {
    const { code, body } = await memberInfo(token);
    expect(code).toBe('200');
    expect(body).toMatchObject({
      userId: member.id,
      userCode: 'bob',
      nickName: 'Bob',
      avatar: null,
      factoryCode: tenant.factoryCode,
      deptName: 'Sales;Support',
      bizName: null,
      bizType: null,
      expireTime: null,
      totalCredit: 0,
    });
    expect(body.createTime).toBeGreaterThan(0);
  });

  it('answers the credit ledger’s total as the member’s total credit', async () => {
    const ledger = creditLedger(test.db);
    const award = {
      tenantId: tenant.id,
      memberId: member.id,
      bizType: CreditBizType.ADD,
      bizName: 'x',
    };
    await ledger.award({ ...award, source: 'test:one', amount: 12 });
    await ledger.award({ ...award, source: 'test:two', amount: -2 });
    expect((await memberInfo(token)).body.totalCredit).toBe(10);
    await test.db.deleteFrom('credit_entries').where('member_id', '=', member.id).execute();
  });

  it("answers the other tenant's 'bob' its own account, not this tenant's", async () => {
    const { body } = await memberInfo(otherToken);
    expect(body).toMatchObject({ userId: other.id, factoryCode: other.tenant.factoryCode });
    expect(body.deptName).toBe('');
  });

  it("never reads this tenant's member under another tenant's id", async () => {
    const members = membersRepository(test.db);
    const crossed = [other.tenant.id, member.id] as const;
    expect(await members.findById(...crossed)).toBeUndefined();
    expect(await members.findCredentials(...crossed)).toBeUndefined();
    expect(await members.organisationNames(...crossed)).toEqual([]);
    expect((await members.findById(tenant.id, member.id))?.id).toBe(member.id);
    expect(await members.organisationNames(tenant.id, member.id)).toEqual(['Sales', 'Support']);
  });
});

describe('POST /mine/updateAvatar', () => {
  it('accepts an image the tenant uploaded and stores its site-relative path', async () => {
    const url = await upload(token, samplePng(), 'me.png');
    const { envelope } = await callApi(test.app, {
      path: '/mine/updateAvatar',
      body: { avatarUrl: url },
      token,
    });
    expect(envelope).toEqual({ code: '200', body: null });
    expect((await memberInfo(token)).body.avatar).toBe(new URL(url).pathname);
  });

  it("refuses another tenant's file as missing and a PDF as not an image", async () => {
    const foreign = await upload(otherToken, samplePng(), 'them.png');
    const pdf = await upload(token, samplePdf(), 'doc.pdf');
    const answers = await Promise.all(
      [foreign, pdf, 'https://elsewhere.example/picture.png'].map((avatarUrl) =>
        callApi(test.app, { path: '/mine/updateAvatar', body: { avatarUrl }, token }),
      ),
    );
    expect(answers.map(({ envelope }) => envelope.code)).toEqual(['300213', '302201', '300213']);
  });

  it("refuses another learner's upload of the tenant as missing, and takes the tenant's public ones", async () => {
    const neighbourToken = await login(test.app, await createMember(test.db, tenant));
    const neighbours = await upload(neighbourToken, samplePng(), 'neighbour.png');
    const refused = await callApi(test.app, {
      path: '/mine/updateAvatar',
      body: { avatarUrl: neighbours },
      token,
    });
    expect(refused.envelope).toEqual({ code: '300213', body: null });
    expect((await memberInfo(token)).body.avatar).not.toBe(new URL(neighbours).pathname);

    const theirOwn = await callApi(test.app, {
      path: '/mine/updateAvatar',
      body: { avatarUrl: neighbours },
      token: neighbourToken,
    });
    expect(theirOwn.envelope).toEqual({ code: '200', body: null });

    const data = new FormData();
    data.append('factoryCode', tenant.factoryCode);
    data.append('file', new Blob([new Uint8Array(samplePng())]), 'public.png');
    const publicUpload = await test.app.inject({
      method: 'POST',
      url: '/h5/api/sys/upload/public',
      payload: data,
    });
    const publicUrl = publicUpload.json<{ body: string }>().body;
    const fromPublic = await callApi(test.app, {
      path: '/mine/updateAvatar',
      body: { avatarUrl: publicUrl },
      token,
    });
    expect(fromPublic.envelope).toEqual({ code: '200', body: null });
    expect((await memberInfo(token)).body.avatar).toBe(new URL(publicUrl).pathname);

    // A private upload whose learner was deleted (member_id set null) stays private.
    const orphan = await upload(neighbourToken, samplePng(), 'orphan.png');
    await test.db
      .updateTable('uploads')
      .set({ member_id: null })
      .where('id', '=', new URL(orphan).pathname.split('/')[4] ?? '')
      .execute();
    const fromOrphan = await callApi(test.app, {
      path: '/mine/updateAvatar',
      body: { avatarUrl: orphan },
      token,
    });
    expect(fromOrphan.envelope).toEqual({ code: '300213', body: null });
  });

  it('names a missing avatarUrl', async () => {
    const { envelope } = await callApi(test.app, { path: '/mine/updateAvatar', body: {}, token });
    expect(envelope).toEqual({ code: '300211', body: 'avatarUrl' });
  });
});
