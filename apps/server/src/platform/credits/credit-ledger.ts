import { sql } from 'kysely';
import type { TCreditBizType } from '@lectern/contracts/common/enums';
import type { Dialect } from '../../db/database';
import type { Executor } from '../services/service-deps';

/** An award (or, with a negative amount, a deduction) to one member, by what earned it. */
export type CreditAward = {
  tenantId: string;
  memberId: string;
  /** The entry's identity for its member, e.g. `daily:<setId>:<day>` or `pk:<matchId>`. */
  source: string;
  bizType: TCreditBizType;
  bizName: string;
  amount: number;
};

/**
 * The credit ledger every feature shares (ARCHITECTURE.md, cross-feature effects): daily
 * practice, PK quizzes and later courses, check-ins and the mall write to it, the learner's
 * credit history and total read it. Built on an executor, so an award commits with what earned
 * it; an award's source is claimed by the insert itself, so it is never doubled.
 */
export const creditLedger = (db: Executor) => ({
  /** Records the award; false when its source already has an entry (nothing changes). */
  award: async (award: CreditAward, now = Date.now()) => {
    const inserted = await db
      .insertInto('credit_entries')
      .values({
        tenant_id: award.tenantId,
        member_id: award.memberId,
        source: award.source,
        biz_type: award.bizType,
        biz_name: award.bizName,
        amount: award.amount,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'member_id', 'source']).doNothing())
      .returning('source')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  /** The member's total credit: the sum of their entries. */
  total: async (tenantId: string, memberId: string) => {
    const row = await db
      .selectFrom('credit_entries')
      .select((eb) => eb.fn.sum<number | string | null>('amount').as('total'))
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  },

  /** The member's entries of one source, newest first (what an award of it gave). */
  entryOf: (tenantId: string, memberId: string, source: string) =>
    db
      .selectFrom('credit_entries')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('source', '=', source)
      .executeTakeFirst(),

  /** A page of the member's history, newest first. */
  history: (tenantId: string, memberId: string, page: { offset: number; limit: number }) =>
    db
      .selectFrom('credit_entries')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('source')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
});

export type CreditLedger = ReturnType<typeof creditLedger>;

/**
 * In a transaction: a deduction (a negative amount) from what the member holds, once per source:
 * 'spent', 'already' when the source has its entry, or 'short' when the total would go below
 * zero. The member's spenders wait for each other until the transaction ends (PostgreSQL: a
 * transaction-scoped advisory lock; SQLite has one writer), so two spends never both pass.
 */
export const spendCredit = async (
  db: Executor,
  dialect: Dialect,
  spending: CreditAward,
  now = Date.now(),
) => {
  if (dialect === 'postgres') {
    const key = `credit:${spending.tenantId}:${spending.memberId}`;
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
  }
  const ledger = creditLedger(db);
  if (await ledger.entryOf(spending.tenantId, spending.memberId, spending.source)) {
    return 'already' as const;
  }
  if ((await ledger.total(spending.tenantId, spending.memberId)) + spending.amount < 0) {
    return 'short' as const;
  }
  await ledger.award(spending, now);
  return 'spent' as const;
};
