import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { NewsItemTable } from './news.schema';

type NewsFields = Omit<NewsItemTable, 'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'>;

/** Upserts of the news part of a content-pack import; always tenant-scoped. */
export const newsPackRepository = (db: Kysely<Database>) => ({
  newsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('news_items')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertNews: (tenantId: string, id: string, fields: NewsFields & { code: string }, now: number) =>
    db
      .insertInto('news_items')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateNews: (tenantId: string, id: string, fields: NewsFields, now: number) =>
    db
      .updateTable('news_items')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteNews: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('news_items')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  newsOrganisationIds: async (tenantId: string, newsId: string) => {
    const rows = await db
      .selectFrom('news_organisations')
      .select('organisation_id')
      .where('tenant_id', '=', tenantId)
      .where('news_id', '=', newsId)
      .execute();
    return new Set(rows.map((row) => row.organisation_id));
  },

  replaceNewsOrganisations: async (tenantId: string, newsId: string, organisationIds: string[]) => {
    await db
      .deleteFrom('news_organisations')
      .where('tenant_id', '=', tenantId)
      .where('news_id', '=', newsId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('news_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          news_id: newsId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },
});
