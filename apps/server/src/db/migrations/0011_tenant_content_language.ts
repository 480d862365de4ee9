import type { Kysely } from 'kysely';

/**
 * The language a tenant writes its content in (docs/decisions/0031): the client marks tenant
 * content with it. Tenants from before it default to the spec's default language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .alterTable('tenants')
    .addColumn('content_lang', 'text', (column) => column.notNull().defaultTo('zh-CN'))
    .execute();
};
