import type { Kysely } from 'kysely';

/**
 * Share links (issue 24, docs/decisions/0067): a learner's link to a course, question or note,
 * one per sharer, kind and item, found by its random token.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('share_links')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('token', 'text', (column) => column.notNull())
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('kind', 'integer', (column) => column.notNull())
    .addColumn('target_id', 'text', (column) => column.notNull())
    .addColumn('opens', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('share_links_pk', ['token'])
    .addUniqueConstraint('share_links_item', ['tenant_id', 'member_id', 'kind', 'target_id'])
    .execute();
  await db.schema
    .createIndex('share_links_by_sharer')
    .on('share_links')
    .columns(['tenant_id', 'member_id', 'created_at'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  await db.schema.dropTable('share_links').execute();
};
