import { sql } from 'kysely';
import type { ActivityWindow } from '../learning-activity/learning-activity';
import type { Executor } from '../services/service-deps';

/** A learner's net credit change on one day of a window (`dayIndex` into its days). */
export type CreditChange = { memberId: string; dayIndex: number; amount: number };

/**
 * The net credit change of every learner of the tenant per day of the window, from the shared
 * ledger, in one grouped read (the learning reports). Days are bucketed by their first instants,
 * so the database needs no time zone.
 */
export const creditChangesIn = async (
  db: Executor,
  tenantId: string,
  window: ActivityWindow,
): Promise<CreditChange[]> => {
  if (window.dayStarts.length === 0) return [];
  const last = window.dayStarts.length - 1;
  const bucket =
    last === 0
      ? sql<number>`0`
      : sql<number>`case ${sql.join(
          window.dayStarts
            .slice(1)
            .map((start, index) => sql`when created_at < ${start} then ${sql.lit(index)}`),
          sql` `,
        )} else ${sql.lit(last)} end`;
  const rows = await db
    .selectFrom('credit_entries')
    .select((eb) => [
      'member_id',
      bucket.as('day_index'),
      eb.fn.sum<number | string>('amount').as('amount'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    // By the output column: PostgreSQL would not match the expression's parameters again.
    .groupBy(['member_id', sql`day_index`])
    .execute();
  return rows.map((row) => ({
    memberId: row.member_id,
    dayIndex: Number(row.day_index),
    amount: Number(row.amount),
  }));
};
