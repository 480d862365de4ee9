import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DailyPracticeTable } from './daily-practice.schema';

export type DailyPracticeFields = Omit<
  DailyPracticeTable,
  'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'
>;

/** Upserts of the daily practices of a content-pack import, keyed by codes; tenant-scoped. */
export const dailyPracticePackRepository = (db: Kysely<Database>) => ({
  practicesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('daily_practices')
      .select([
        'id',
        'code',
        'name',
        'description',
        'pool_question_ids',
        'questions_per_day',
        'credits_for_finish',
        'credits_per_correct',
        'starts_on',
        'ends_on',
      ])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map(({ code, ...row }) => [code, row]));
  },

  insertPractice: (
    tenantId: string,
    id: string,
    code: string,
    fields: DailyPracticeFields,
    now: number,
  ) =>
    db
      .insertInto('daily_practices')
      .values({ id, tenant_id: tenantId, code, ...fields, created_at: now, updated_at: now })
      .execute(),

  updatePractice: (tenantId: string, id: string, fields: DailyPracticeFields, now: number) =>
    db
      .updateTable('daily_practices')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Learners' days of them go with them. */
  deletePractices: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('daily_practices')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
