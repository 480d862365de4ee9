import type { Kysely } from 'kysely';

/**
 * Issue 22: the credit ledger (platform/credits), shared by daily practice, PK quizzes and the
 * features after them. An entry's source is unique per member, so an award lands once.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('credit_entries')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (column) => column.notNull())
    .addColumn('biz_type', 'integer', (column) => column.notNull())
    .addColumn('biz_name', 'text', (column) => column.notNull())
    .addColumn('amount', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('credit_entries_pk', ['tenant_id', 'member_id', 'source'])
    .execute();
  await db.schema
    .createIndex('credit_entries_history')
    .on('credit_entries')
    .columns(['tenant_id', 'member_id', 'created_at'])
    .execute();
};
