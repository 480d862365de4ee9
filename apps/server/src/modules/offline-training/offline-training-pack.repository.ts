import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../platform/services/service-deps';
import type {
  OfflineClassTable,
  OfflineHomeworkTable,
  OfflineSessionTable,
} from './offline-training.schema';

const byCode = <Row extends { code: string }>(rows: Row[]) =>
  new Map(rows.map((row) => [row.code, row]));

/** The offline classes' tables as a content-pack import writes them, by the pack's codes. */
export const offlineTrainingPackRepository = (db: Executor) => ({
  paperIdsByCode: async (tenantId: string) =>
    new Map(
      (
        await db
          .selectFrom('papers')
          .select(['id', 'code'])
          .where('tenant_id', '=', tenantId)
          .where('deleted_at', 'is', null)
          .execute()
      ).map((row) => [row.code, row.id]),
    ),

  classesByCode: async (tenantId: string) =>
    byCode(
      await db
        .selectFrom('offline_classes')
        .select(['id', 'code'])
        .where('tenant_id', '=', tenantId)
        .execute(),
    ),

  insertClass: (row: Insertable<OfflineClassTable>) =>
    db.insertInto('offline_classes').values(row).execute(),

  updateClass: (tenantId: string, id: string, fields: Updateable<OfflineClassTable>) =>
    db
      .updateTable('offline_classes')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteClasses: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('offline_classes')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  replaceLearners: async (tenantId: string, classId: string, memberIds: string[]) => {
    await db
      .deleteFrom('offline_class_learners')
      .where('tenant_id', '=', tenantId)
      .where('class_id', '=', classId)
      .execute();
    if (memberIds.length === 0) return;
    await db
      .insertInto('offline_class_learners')
      .values(
        [...new Set(memberIds)].map((memberId) => ({
          tenant_id: tenantId,
          class_id: classId,
          member_id: memberId,
        })),
      )
      .execute();
  },

  sessionsByCode: async (tenantId: string, classId: string) =>
    byCode(
      await db
        .selectFrom('offline_sessions')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('class_id', '=', classId)
        .execute(),
    ),

  insertSession: (row: Insertable<OfflineSessionTable>) =>
    db.insertInto('offline_sessions').values(row).execute(),

  updateSession: (tenantId: string, id: string, fields: Updateable<OfflineSessionTable>) =>
    db
      .updateTable('offline_sessions')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteSessions: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('offline_sessions')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  homeworksByCode: async (tenantId: string, classId: string) =>
    byCode(
      await db
        .selectFrom('offline_homeworks')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('class_id', '=', classId)
        .execute(),
    ),

  insertHomework: (row: Insertable<OfflineHomeworkTable>) =>
    db.insertInto('offline_homeworks').values(row).execute(),

  updateHomework: (tenantId: string, id: string, fields: Updateable<OfflineHomeworkTable>) =>
    db
      .updateTable('offline_homeworks')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteHomeworks: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('offline_homeworks')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },
});
