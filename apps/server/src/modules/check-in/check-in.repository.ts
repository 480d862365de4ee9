import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../platform/services/service-deps';
import type { CheckInMemberTable, CheckInPlanTable, CheckInTable } from './check-in.schema';

/** A plan, with numbers as numbers on both dialects. */
const planOf = (row: CheckInPlanTable) => ({
  ...row,
  start_offset_days: row.start_offset_days === null ? null : Number(row.start_offset_days),
  period_days: row.period_days === null ? null : Number(row.period_days),
  anchored_at: Number(row.anchored_at),
  credits_per_check_in: Number(row.credits_per_check_in),
  credits_per_make_up: Number(row.credits_per_make_up),
  make_up_limit: Number(row.make_up_limit),
});
export type CheckInPlanRow = ReturnType<typeof planOf>;

const memberOf = (row: CheckInMemberTable) => ({
  ...row,
  joined_at: Number(row.joined_at),
  make_ups_used: Number(row.make_ups_used),
});
export type CheckInMemberRow = ReturnType<typeof memberOf>;

const checkInOf = (row: CheckInTable) => ({
  ...row,
  make_up: Number(row.make_up),
  question_count: Number(row.question_count),
  correct_count: Number(row.correct_count),
  credits: Number(row.credits),
  checked_in_at: Number(row.checked_in_at),
});
export type CheckInRow = ReturnType<typeof checkInOf>;

/** Check-in plans, who joined them and their check-ins; every query tenant-scoped. */
export const checkInRepository = (db: Kysely<Database>) => ({
  plans: async (tenantId: string) => {
    const rows = await db
      .selectFrom('check_in_plans')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    return rows.map(planOf);
  },

  findPlan: async (tenantId: string, planId: string) => {
    const row = await db
      .selectFrom('check_in_plans')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('id', '=', planId)
      .executeTakeFirst();
    return row ? planOf(row) : undefined;
  },

  /** The learner's joinings of these plans. */
  joinings: async (tenantId: string, memberId: string, planIds: string[]) => {
    if (planIds.length === 0) return [];
    const rows = await db
      .selectFrom('check_in_members')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('plan_id', 'in', planIds)
      .execute();
    return rows.map(memberOf);
  },

  /** Joins the plan unless joined (concurrent joinings make one). */
  join: (row: CheckInMemberTable) =>
    db
      .insertInto('check_in_members')
      .values(row)
      .onConflict((conflict) => conflict.columns(['tenant_id', 'plan_id', 'member_id']).doNothing())
      .execute(),

  /**
   * In a transaction: takes one of the learner's make-ups when one is left; false otherwise. The
   * guarded update is atomic, so concurrent make-ups never exceed the limit.
   */
  claimMakeUp: async (tenantId: string, planId: string, memberId: string, limit: number) => {
    const result = await db
      .updateTable('check_in_members')
      .set((eb) => ({ make_ups_used: eb('make_ups_used', '+', 1) }))
      .where('tenant_id', '=', tenantId)
      .where('plan_id', '=', planId)
      .where('member_id', '=', memberId)
      .where('make_ups_used', '<', limit)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** The learner's check-ins of these plans, oldest day first. */
  checkIns: async (tenantId: string, memberId: string, planIds: string[]) => {
    if (planIds.length === 0) return [];
    const rows = await db
      .selectFrom('check_ins')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('plan_id', 'in', planIds)
      .orderBy('day')
      .execute();
    return rows.map(checkInOf);
  },

  findCheckIn: async (tenantId: string, planId: string, memberId: string, day: string) => {
    const row = await db
      .selectFrom('check_ins')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('plan_id', '=', planId)
      .where('member_id', '=', memberId)
      .where('day', '=', day)
      .executeTakeFirst();
    return row ? checkInOf(row) : undefined;
  },

  /** Stores the day's check-in; false when the learner has one of that day already. */
  insertCheckIn: async (row: CheckInTable) => {
    const inserted = await db
      .insertInto('check_ins')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['tenant_id', 'plan_id', 'member_id', 'day']).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  },
});

export const checkInRepositories = (executor: Executor) => ({
  checkIn: checkInRepository(executor),
});
export type CheckInRepositories = ReturnType<typeof checkInRepositories>;
