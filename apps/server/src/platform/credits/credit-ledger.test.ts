import { describe, expect, it } from 'vitest';
import { CreditBizType } from '@lectern/contracts/common/enums';
import { createMember, createTenant } from '../../test/factories';
import { migratedTestDatabase } from '../../test/test-database';
import { creditLedger, type CreditAward } from './credit-ledger';

const database = migratedTestDatabase();

const learner = async () => {
  const { db } = database();
  const tenant = await createTenant(db);
  return { tenant, member: await createMember(db, tenant) };
};

const awardOf = (tenantId: string, memberId: string, fields: Partial<CreditAward> = {}) => ({
  tenantId,
  memberId,
  source: 'daily:set-1:2026-11-27',
  bizType: CreditBizType.DAILY_PRACTICE,
  bizName: '每日一练',
  amount: 5,
  ...fields,
});

describe('credit ledger', () => {
  it('adds an award to the total and the history, once per source', async () => {
    const { db } = database();
    const { tenant, member } = await learner();
    const ledger = creditLedger(db);

    expect(await ledger.award(awardOf(tenant.id, member.id), 1_000)).toBe(true);
    expect(await ledger.award(awardOf(tenant.id, member.id, { amount: 50 }), 2_000)).toBe(false);
    expect(
      await ledger.award(awardOf(tenant.id, member.id, { source: 'pk:m-1', amount: -2 }), 3_000),
    ).toBe(true);

    expect(await ledger.total(tenant.id, member.id)).toBe(3);
    const history = await ledger.history(tenant.id, member.id, { offset: 0, limit: 10 });
    expect(history.map((entry) => [entry.source, entry.amount])).toEqual([
      ['pk:m-1', -2],
      ['daily:set-1:2026-11-27', 5],
    ]);
  });

  it('never doubles an award made concurrently, in transactions', async () => {
    const { transact } = database();
    const { tenant, member } = await learner();

    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        transact((trx) => creditLedger(trx).award(awardOf(tenant.id, member.id))),
      ),
    );

    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await creditLedger(database().db).total(tenant.id, member.id)).toBe(5);
  });

  it('keeps members and tenants apart', async () => {
    const { db } = database();
    const first = await learner();
    const second = await learner();
    const ledger = creditLedger(db);

    await ledger.award(awardOf(first.tenant.id, first.member.id));
    expect(await ledger.award(awardOf(second.tenant.id, second.member.id, { amount: 7 }))).toBe(
      true,
    );

    expect(await ledger.total(first.tenant.id, first.member.id)).toBe(5);
    expect(await ledger.total(second.tenant.id, second.member.id)).toBe(7);
    expect(await ledger.total(first.tenant.id, second.member.id)).toBe(0);
  });
});
