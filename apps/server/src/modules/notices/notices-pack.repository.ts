import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NoticeTable } from './notices.schema';

type NoticeFields = Omit<NoticeTable, 'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'>;

/** Upserts of the notice part of a content-pack import; always tenant-scoped. */
export const noticesPackRepository = (db: Kysely<Database>) => ({
  noticesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('notices')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertNotice: (
    tenantId: string,
    id: string,
    fields: NoticeFields & { code: string },
    now: number,
  ) =>
    db
      .insertInto('notices')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateNotice: (tenantId: string, id: string, fields: NoticeFields, now: number) =>
    db
      .updateTable('notices')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteNotices: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('notices')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  noticeOrganisationIds: async (tenantId: string, noticeId: string) => {
    const rows = await db
      .selectFrom('notice_organisations')
      .select('organisation_id')
      .where('tenant_id', '=', tenantId)
      .where('notice_id', '=', noticeId)
      .execute();
    return new Set(rows.map((row) => row.organisation_id));
  },

  replaceNoticeOrganisations: async (
    tenantId: string,
    noticeId: string,
    organisationIds: string[],
  ) => {
    await db
      .deleteFrom('notice_organisations')
      .where('tenant_id', '=', tenantId)
      .where('notice_id', '=', noticeId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('notice_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          notice_id: noticeId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },
});
