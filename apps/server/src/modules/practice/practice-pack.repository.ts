import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PracticeClassificationTable, PracticeTaskTable } from './practice.schema';

type ClassificationFields = Omit<PracticeClassificationTable, 'id' | 'tenant_id' | 'created_at'>;
type TaskFields = Omit<
  PracticeTaskTable,
  'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'
>;

/** Upserts of the practice content of a content-pack import, keyed by codes; always tenant-scoped. */
export const practicePackRepository = (db: Kysely<Database>) => ({
  classificationsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('practice_classifications')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able', 'sort'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row]));
  },

  insertClassification: (tenantId: string, id: string, fields: ClassificationFields, now: number) =>
    db
      .insertInto('practice_classifications')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateClassification: (tenantId: string, id: string, fields: ClassificationFields) =>
    db
      .updateTable('practice_classifications')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteClassifications: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('practice_classifications')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  tasksByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('practice_tasks')
      .select([
        'id',
        'code',
        'name',
        'classification_id',
        'level',
        'points',
        'cost',
        'question_ids',
      ])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map(({ code, ...row }) => [code, row]));
  },

  insertTask: (tenantId: string, id: string, code: string, fields: TaskFields, now: number) =>
    db
      .insertInto('practice_tasks')
      .values({ id, tenant_id: tenantId, code, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateTask: (tenantId: string, id: string, fields: TaskFields, now: number) =>
    db
      .updateTable('practice_tasks')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their progress and records go with them. */
  deleteTasks: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('practice_tasks')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
