import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomInfoTenant } from '../../test/custom-info-factories';
import { createMember, signedInLearner } from '../../test/factories';
import { buildTestApp, callApi, type TestApp } from '../../test/test-app';
import { customInfoRepository } from './custom-info.repository';

/**
 * Saves that race each other: on PostgreSQL they run at once on separate connections, so the
 * rules must hold in the database (a unique index, a locked headcount row), not only in checks.
 */

let test: TestApp;

beforeAll(async () => {
  test = await buildTestApp();
});
afterAll(() => test.close());

const save = async (token: string, body: unknown) =>
  (await callApi(test.app, { path: '/custom/save', body, token })).envelope;

describe('concurrent supplementary info saves', () => {
  it('lets exactly one of two members take the same unique value', async () => {
    const tenant = await createCustomInfoTenant(test);
    for (let round = 0; round < 5; round += 1) {
      const [first, second] = await Promise.all([
        signedInLearner(test, tenant),
        signedInLearner(test, tenant),
      ]);
      const body = {
        classifyCode: 'sales-east',
        values: { employeeNo: `E-race-${round}`, position: 'Sales' },
      };
      const answers = await Promise.all([save(first.token, body), save(second.token, body)]);
      expect(answers.map((answer) => answer.code).sort()).toEqual(['200', '300365']);
      expect(answers.find((answer) => answer.code === '300365')?.body).toEqual({
        field: 'Employee number',
      });
    }
  });

  it('fills an organisation to its headcount and no further', async () => {
    const tenant = await createCustomInfoTenant(test);
    const learners = await Promise.all(
      Array.from({ length: 4 }, () => signedInLearner(test, tenant)),
    );
    const answers = await Promise.all(
      learners.map(({ token }, index) =>
        save(token, {
          classifyCode: 'sales-vip',
          values: { employeeNo: `E-vip-${index}`, position: 'Sales' },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.code === '200')).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === '303103')).toHaveLength(3);
    const members = await test.db
      .selectFrom('member_organisations')
      .innerJoin('organisations', 'organisations.id', 'member_organisations.organisation_id')
      .select('member_organisations.member_id')
      .where('organisations.tenant_id', '=', tenant.id)
      .where('organisations.classify_code', '=', 'sales-vip')
      .execute();
    expect(members).toHaveLength(1);
  });

  it('has the database itself refuse a repeated unique value', async () => {
    const tenant = await createCustomInfoTenant(test);
    const field = await test.db
      .selectFrom('custom_fields')
      .select('id')
      .where('tenant_id', '=', tenant.id)
      .where('field_key', '=', 'employeeNo')
      .executeTakeFirstOrThrow();
    const [first, second] = await Promise.all([
      createMember(test.db, tenant),
      createMember(test.db, tenant),
    ]);
    const repository = customInfoRepository(test.db);
    const row = (memberId: string) => ({
      tenant_id: tenant.id,
      member_id: memberId,
      field_id: field.id,
      value: 'E-index',
      unique_value: 'E-index',
      updated_at: Date.now(),
    });
    await repository.insertMemberValue(row(first.id));
    await expect(repository.insertMemberValue(row(second.id))).rejects.toThrow();
    // Values of fields that are not unique may repeat.
    await repository.insertMemberValue({ ...row(second.id), unique_value: null });
  });
});
