import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CheckInPlanTable } from './check-in.schema';

export type CheckInPlanFields = Omit<
  CheckInPlanTable,
  'id' | 'tenant_id' | 'code' | 'anchored_at' | 'created_at' | 'updated_at'
>;

/** Upserts of the check-in plans of a content-pack import, keyed by codes; tenant-scoped. */
export const checkInPackRepository = (db: Kysely<Database>) => ({
  plansByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('check_in_plans')
      .select([
        'id',
        'code',
        'name',
        'description',
        'starts_on',
        'ends_on',
        'start_offset_days',
        'period_days',
        'day_tasks',
        'credits_per_check_in',
        'credits_per_make_up',
        'make_up_limit',
      ])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map(({ code, ...row }) => [code, row]));
  },

  insertPlan: (
    tenantId: string,
    id: string,
    code: string,
    fields: CheckInPlanFields,
    now: number,
  ) =>
    db
      .insertInto('check_in_plans')
      .values({
        id,
        tenant_id: tenantId,
        code,
        ...fields,
        anchored_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute(),

  /** A changed period is anchored anew at this import. */
  updatePlan: (
    tenantId: string,
    id: string,
    fields: CheckInPlanFields,
    now: number,
    reanchor: boolean,
  ) =>
    db
      .updateTable('check_in_plans')
      .set({ ...fields, ...(reanchor ? { anchored_at: now } : {}), updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Learners' joinings and check-ins of them go with them. */
  deletePlans: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('check_in_plans')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
