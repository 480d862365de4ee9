import type { Kysely } from 'kysely';

/**
 * New-employee training (issue 24, docs/decisions/0070): the classification tree, programmes with
 * their training exam, their tasks (a kind and the id its feature gives the task) and the
 * invitation list, one row per member and programme, so an invitation cannot double.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  const tenantColumn = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      );

  await tenantColumn('new_employee_classifications')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull())
    .addColumn('sort', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('new_employee_classifications_code', ['tenant_id', 'classify_code'])
    .execute();

  await tenantColumn('new_employee_programmes')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('classification_id', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('introduction', 'text', (column) => column.notNull())
    .addColumn('exam_paper_id', 'text')
    .addColumn('exam_opens', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('new_employee_programmes_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createIndex('new_employee_programmes_by_exam')
    .on('new_employee_programmes')
    .columns(['tenant_id', 'exam_paper_id'])
    .execute();

  await tenantColumn('new_employee_tasks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('programme_id', 'text', (column) =>
      column.notNull().references('new_employee_programmes.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('kind', 'integer', (column) => column.notNull())
    .addColumn('ref_id', 'text', (column) => column.notNull())
    .addColumn('within_days', 'integer')
    .execute();
  await db.schema
    .createIndex('new_employee_tasks_by_programme')
    .on('new_employee_tasks')
    .columns(['tenant_id', 'programme_id', 'position'])
    .execute();

  await tenantColumn('new_employee_invitees')
    .addColumn('programme_id', 'text', (column) =>
      column.notNull().references('new_employee_programmes.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) => column.notNull())
    .addColumn('invite_create_time', 'bigint', (column) => column.notNull())
    .addColumn('invite_time', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('new_employee_invitees_pk', ['tenant_id', 'programme_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('new_employee_invitees_by_member')
    .on('new_employee_invitees')
    .columns(['tenant_id', 'member_id'])
    .execute();
};
