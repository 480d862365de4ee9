import type { Kysely } from 'kysely';

/**
 * The supplementary info (issue 4): the tenant's settings and custom fields, members' values and
 * organisation headcount limits. Portable SQL only.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('custom_info_settings')
    .addColumn('tenant_id', 'text', (column) =>
      column.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('required', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('organisation_label', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('custom_fields')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('field_key', 'text', (column) => column.notNull())
    .addColumn('label', 'text', (column) => column.notNull())
    .addColumn('field_type', 'text', (column) => column.notNull())
    .addColumn('required', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('is_unique', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('options', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('custom_fields_tenant_key', ['tenant_id', 'field_key'])
    .execute();

  await db.schema
    .createTable('member_custom_values')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('field_id', 'text', (column) =>
      column.notNull().references('custom_fields.id').onDelete('cascade'),
    )
    .addColumn('value', 'text', (column) => column.notNull())
    // The value again for a unique field, null otherwise: the index below makes it unique.
    .addColumn('unique_value', 'text')
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_custom_values_pk', ['member_id', 'field_id'])
    .execute();
  // NULLs never collide in a unique index (SQLite and PostgreSQL), so only unique fields count.
  await db.schema
    .createIndex('member_custom_values_unique')
    .on('member_custom_values')
    .columns(['tenant_id', 'field_id', 'unique_value'])
    .unique()
    .execute();

  await db.schema
    .createTable('organisation_headcounts')
    .addColumn('organisation_id', 'text', (column) =>
      column.primaryKey().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('max_members', 'integer', (column) => column.notNull())
    .execute();
};
