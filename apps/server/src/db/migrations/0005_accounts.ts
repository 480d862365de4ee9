import type { Kysely } from 'kysely';

/** SMS verification codes and one account per phone within a tenant (issue #4). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('scene', 'text', (column) => column.notNull())
    .addColumn('code_hash', 'text', (column) => column.notNull())
    .addColumn('tries', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('consumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('verification_codes_phone')
    .on('verification_codes')
    .columns(['tenant_id', 'phone', 'scene', 'created_at'])
    .execute();

  // NULLs are distinct in unique indexes on both databases: members without a phone are fine.
  await db.schema
    .createIndex('members_tenant_phone')
    .unique()
    .on('members')
    .columns(['tenant_id', 'phone'])
    .execute();
};
