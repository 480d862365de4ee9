import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import type { TGetOrganisationTreeResponse } from '@lectern/contracts/custom-info/get-organisation-tree';
import type { TMemberInfo } from '@lectern/contracts/common/member';
import { createCustomInfoTenant, organisationOf } from '../../test/custom-info-factories';
import { createTenant, signedInLearner, type TestTenant } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';

let test: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  test = await buildTestApp();
  tenant = await createCustomInfoTenant(test);
});
afterAll(() => test.close());

const needsInfo = async (token: string) =>
  (await callApi<boolean>(test.app, { path: '/login/user/prev/login/info', token })).envelope;
const form = async (token: string) =>
  (await callApi<TGetCustomInfoResponse>(test.app, { path: '/custom/info', token })).envelope;
const tree = async (token: string) =>
  (
    await callApi<TGetOrganisationTreeResponse>(test.app, {
      path: '/custom/organisationTree',
      token,
    })
  ).envelope;
const save = async (token: string, body: unknown) =>
  (await callApi(test.app, { path: '/custom/save', body, token })).envelope;

const complete = {
  classifyCode: 'sales-east',
  values: { employeeNo: 'E-1', position: 'Sales', entryDate: '2024-02-29', years: '3' },
};

describe('GET /login/user/prev/login/info', () => {
  it('refuses a caller without a session', async () => {
    const { envelope } = await callApi(test.app, { path: '/login/user/prev/login/info' });
    expect(envelope.code).toBe('403');
  });

  it('says no when the tenant has not set up the info or does not require it', async () => {
    const unset = await signedInLearner(test);
    const optional = await signedInLearner(
      test,
      await createCustomInfoTenant(test, { customInfo: { required: false, fields: [] } }),
    );
    expect(await needsInfo(unset.token)).toEqual({ code: '200', body: false });
    expect(await needsInfo(optional.token)).toEqual({ code: '200', body: false });
  });

  it('says yes until the member has an enabled last-level organisation and every required field', async () => {
    const east = await organisationOf(test, tenant, 'sales-east');
    const parent = await organisationOf(test, tenant, 'sales');
    const disabled = await organisationOf(test, tenant, 'archive');
    const withoutOrganisation = await signedInLearner(test, tenant);
    const inParent = await signedInLearner(test, tenant, { organisations: [parent] });
    const inDisabled = await signedInLearner(test, tenant, { organisations: [disabled] });
    const withoutFields = await signedInLearner(test, tenant, { organisations: [east] });
    for (const learner of [withoutOrganisation, inParent, inDisabled, withoutFields]) {
      expect((await needsInfo(learner.token)).body).toBe(true);
    }

    // The optional date and number may stay empty.
    const { code } = await save(withoutFields.token, {
      classifyCode: 'sales-east',
      values: { employeeNo: 'E-needs', position: 'Engineer' },
    });
    expect(code).toBe('200');
    expect((await needsInfo(withoutFields.token)).body).toBe(false);
  });
});

describe('GET /custom/info', () => {
  it('answers 300208 when the tenant has not set up the info', async () => {
    const { token } = await signedInLearner(test);
    expect(await form(token)).toEqual({ code: '300208', body: null });
  });

  it("answers the fields in the tenant's order with the member's own values and organisation", async () => {
    const other = await signedInLearner(test, tenant);
    expect(
      (
        await save(other.token, {
          ...complete,
          values: { employeeNo: 'E-other', position: 'Sales' },
        })
      ).code,
    ).toBe('200');
    const { token } = await signedInLearner(test, tenant);
    const empty = await form(token);
    expect(empty.body).toEqual({
      required: true,
      organisationLabel: 'Organisation',
      organisation: null,
      fields: [
        {
          key: 'employeeNo',
          label: 'Employee number',
          type: 'text',
          required: true,
          unique: true,
          options: [],
          value: null,
        },
        {
          key: 'position',
          label: 'Position',
          type: 'select',
          required: true,
          unique: false,
          options: ['Sales', 'Engineer'],
          value: null,
        },
        {
          key: 'entryDate',
          label: 'Entry date',
          type: 'date',
          required: false,
          unique: false,
          options: [],
          value: null,
        },
        {
          key: 'years',
          label: 'Years of service',
          type: 'number',
          required: false,
          unique: false,
          options: [],
          value: null,
        },
      ],
    });

    expect(
      (
        await save(token, {
          ...complete,
          values: { ...complete.values, employeeNo: '  E-7 ', years: '007.50' },
        })
      ).code,
    ).toBe('200');
    const filled = (await form(token)).body;
    expect(filled.organisation).toEqual({
      classifyCode: 'sales-east',
      classifyPath: 'hq/sales/sales-east/',
      name: 'East region',
    });
    expect(Object.fromEntries(filled.fields.map((field) => [field.key, field.value]))).toEqual({
      employeeNo: 'E-7',
      position: 'Sales',
      entryDate: '2024-02-29',
      years: '7.5',
    });
    const member = await callApi<TMemberInfo>(test.app, { path: '/mine/memberInfo', token });
    expect(member.envelope.body.deptName).toBe('East region');
  });
});

describe('GET /custom/organisationTree', () => {
  it('answers the tree; a disabled node greys its whole subtree', async () => {
    const { token } = await signedInLearner(test, tenant);
    const { code, body } = await tree(token);
    expect(code).toBe('200');
    const brief = (nodes: TGetOrganisationTreeResponse): unknown[] =>
      nodes.map((node) => [
        node.classifyCode,
        node.classifyPath,
        node.isAble,
        brief(node.children),
      ]);
    expect(brief(body)).toEqual([
      [
        'hq',
        'hq/',
        true,
        [
          [
            'sales',
            'hq/sales/',
            true,
            [
              ['sales-east', 'hq/sales/sales-east/', true, []],
              ['sales-vip', 'hq/sales/sales-vip/', true, []],
            ],
          ],
          ['labs', 'hq/labs/', false, [['labs-ai', 'hq/labs/labs-ai/', false, []]]],
          ['archive', 'hq/archive/', false, []],
        ],
      ],
    ]);
    expect(body[0]?.name).toBe('Head office');
  });

  it('answers 300212 when there is no organisation to choose', async () => {
    const bare = await createCustomInfoTenant(test, {
      organisations: [{ code: 'closed', name: 'Closed', isAble: false }],
      customInfo: { required: false, fields: [] },
    });
    const { token } = await signedInLearner(test, bare);
    expect(await tree(token)).toEqual({ code: '300212', body: null });
  });

  it("never shows another tenant's organisations", async () => {
    const { token } = await signedInLearner(test);
    expect((await tree(token)).code).toBe('300212');
  });
});

describe('POST /custom/save', () => {
  it('names a missing classifyCode or values', async () => {
    const { token } = await signedInLearner(test, tenant);
    expect(await save(token, { values: {} })).toEqual({ code: '300211', body: 'classifyCode' });
    expect(await save(token, { classifyCode: 'sales-east' })).toEqual({
      code: '300211',
      body: 'values',
    });
  });

  it('answers 300208 when the tenant has not set up the info', async () => {
    const { token } = await signedInLearner(test);
    expect((await save(token, complete)).code).toBe('300208');
  });

  it('requires an organisation, at the last level (300364 naming it)', async () => {
    const { token } = await signedInLearner(test, tenant);
    expect(await save(token, { ...complete, classifyCode: ' ' })).toEqual({
      code: '300364',
      body: { field: 'Organisation' },
    });
    expect(await save(token, { ...complete, classifyCode: 'sales' })).toEqual({
      code: '300364',
      body: { field: 'Organisation' },
    });
  });

  it("answers a missing, disabled or another tenant's organisation alike (300213)", async () => {
    const foreign = await createCustomInfoTenant(test, {
      organisations: [{ code: 'foreign-leaf', name: 'Foreign' }],
    });
    const { token } = await signedInLearner(test, tenant);
    for (const classifyCode of ['no-such', 'archive', 'labs-ai', 'foreign-leaf']) {
      expect(await save(token, { ...complete, classifyCode })).toEqual({
        code: '300213',
        body: null,
      });
    }
    expect(foreign.id).not.toBe(tenant.id);
  });

  it('requires every required field (300364 naming the first empty one)', async () => {
    const { token } = await signedInLearner(test, tenant);
    expect(await save(token, { ...complete, values: { position: 'Sales' } })).toEqual({
      code: '300364',
      body: { field: 'Employee number' },
    });
    expect(
      await save(token, { ...complete, values: { employeeNo: 'E-req', position: '   ' } }),
    ).toEqual({ code: '300364', body: { field: 'Position' } });
    expect(
      await save(token, { ...complete, values: { employeeNo: 'E-req', position: null } }),
    ).toEqual({ code: '300364', body: { field: 'Position' } });
  });

  it('refuses a value that is not of its field (300113)', async () => {
    const { token } = await signedInLearner(test, tenant);
    const wrong = [
      { position: 'Manager' },
      { entryDate: '2023-02-29' },
      { entryDate: '29/02/2024' },
      { years: 'three' },
      { years: '1e3' },
      { employeeNo: 'x'.repeat(201) },
      { nickname: 'Bob' },
    ];
    for (const values of wrong) {
      const { code } = await save(token, {
        ...complete,
        values: { ...complete.values, ...values },
      });
      expect(code, JSON.stringify(values)).toBe('300113');
    }
    expect((await needsInfo(token)).body).toBe(true);
  });

  it('keeps a unique value to one member of the tenant (300365); other tenants may repeat it', async () => {
    const first = await signedInLearner(test, tenant);
    const second = await signedInLearner(test, tenant);
    const values = { employeeNo: 'E-unique', position: 'Sales' };
    expect((await save(first.token, { ...complete, values })).code).toBe('200');
    expect(await save(second.token, { ...complete, values })).toEqual({
      code: '300365',
      body: { field: 'Employee number' },
    });
    // Saving one's own value again is no repeat.
    expect((await save(first.token, { ...complete, values })).code).toBe('200');
    // Non-unique fields may repeat.
    expect(
      (await save(second.token, { ...complete, values: { ...values, employeeNo: 'E-unique-2' } }))
        .code,
    ).toBe('200');

    const elsewhere = await signedInLearner(test, await createCustomInfoTenant(test));
    expect((await save(elsewhere.token, { ...complete, values })).code).toBe('200');
  });

  it('frees a unique value once its holder changes it', async () => {
    const first = await signedInLearner(test, tenant);
    const second = await signedInLearner(test, tenant);
    const values = { employeeNo: 'E-moving', position: 'Sales' };
    expect((await save(first.token, { ...complete, values })).code).toBe('200');
    expect(
      (await save(first.token, { ...complete, values: { ...values, employeeNo: 'E-moved' } })).code,
    ).toBe('200');
    expect((await save(second.token, { ...complete, values })).code).toBe('200');
  });

  it('answers 303103 with the organisation name when its headcount is full', async () => {
    const own = await createCustomInfoTenant(test);
    const first = await signedInLearner(test, own);
    const second = await signedInLearner(test, own);
    const vip = { ...complete, classifyCode: 'sales-vip' };
    expect(
      (await save(first.token, { ...vip, values: { employeeNo: 'A', position: 'Sales' } })).code,
    ).toBe('200');
    expect(
      await save(second.token, { ...vip, values: { employeeNo: 'B', position: 'Sales' } }),
    ).toEqual({
      code: '303103',
      body: { name: 'Key accounts' },
    });
    // The member already in it may save again; leaving frees the place.
    expect(
      (await save(first.token, { ...vip, values: { employeeNo: 'A', position: 'Engineer' } })).code,
    ).toBe('200');
    expect(
      (await save(first.token, { ...complete, values: { employeeNo: 'A', position: 'Sales' } }))
        .code,
    ).toBe('200');
    expect(
      (await save(second.token, { ...vip, values: { employeeNo: 'B', position: 'Sales' } })).code,
    ).toBe('200');
  });

  it('replaces the member’s organisations and clears the values left empty', async () => {
    const east = await organisationOf(test, tenant, 'sales-east');
    const vip = await organisationOf(test, tenant, 'sales');
    const { token } = await signedInLearner(test, tenant, { organisations: [east, vip] });
    expect(
      (await save(token, { ...complete, values: { ...complete.values, employeeNo: 'E-clear' } }))
        .code,
    ).toBe('200');
    expect(
      (
        await save(token, {
          ...complete,
          values: { employeeNo: 'E-clear', position: 'Sales', years: '' },
        })
      ).code,
    ).toBe('200');
    const { body } = await form(token);
    expect(body.fields.map((field) => field.value)).toEqual(['E-clear', 'Sales', null, null]);
    const member = await callApi<TMemberInfo>(test.app, { path: '/mine/memberInfo', token });
    expect(member.envelope.body.deptName).toBe('East region');
  });

  it("never lets one tenant's member see or change another's", async () => {
    const other = await createTenant(test.db);
    const { token } = await signedInLearner(test, other);
    expect((await form(token)).code).toBe('300208');
    expect((await needsInfo(token)).body).toBe(false);
  });
});
