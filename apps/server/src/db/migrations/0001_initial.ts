import type { Kysely } from 'kysely';

/** Tenants, organisations, members, sessions and uploads (issue #2). Portable SQL only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('factory_code', 'text', (column) => column.notNull().unique())
    .addColumn('sys_name', 'text', (column) => column.notNull())
    .addColumn('sys_logo_url', 'text')
    .addColumn('custom_style', 'text', (column) => column.notNull())
    .addColumn('user_version', 'integer', (column) => column.notNull().defaultTo(10))
    .addColumn('edition', 'text', (column) => column.notNull().defaultTo('free'))
    .addColumn('modules', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('registration', 'text', (column) => column.notNull())
    .addColumn('limits', 'text', (column) => column.notNull())
    .addColumn('force_chat_app_login', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('question_type_names', 'text', (column) => column.notNull().defaultTo('{}'))
    .addColumn('doc_viewer_url', 'text')
    .addColumn('home_page', 'text')
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('organisations')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('parent_id', 'text', (column) =>
      column.references('organisations.id').onDelete('cascade'),
    )
    .addColumn('classify_code', 'text', (column) => column.notNull())
    .addColumn('classify_path', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('is_able', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('organisations_tenant_code', ['tenant_id', 'classify_code'])
    .execute();
  await db.schema
    .createIndex('organisations_tenant_parent')
    .on('organisations')
    .columns(['tenant_id', 'parent_id'])
    .execute();

  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('user_code', 'text', (column) => column.notNull())
    .addColumn('nick_name', 'text', (column) => column.notNull())
    .addColumn('password_hash', 'text', (column) => column.notNull())
    .addColumn('phone', 'text')
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('expire_at', 'bigint')
    .addColumn('biz_name', 'text')
    .addColumn('biz_type', 'text')
    .addColumn('avatar', 'text')
    .addColumn('total_credit', 'double precision', (column) => column.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addColumn('last_login_at', 'bigint')
    .addUniqueConstraint('members_tenant_user_code', ['tenant_id', 'user_code'])
    .execute();

  await db.schema
    .createTable('member_organisations')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('organisation_id', 'text', (column) =>
      column.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('member_organisations_pk', ['member_id', 'organisation_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .addColumn('last_seen_at', 'bigint', (column) => column.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoke_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema
    .createIndex('sessions_member')
    .on('sessions')
    .columns(['tenant_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('sessions_tenant_last_seen')
    .on('sessions')
    .columns(['tenant_id', 'last_seen_at'])
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.references('members.id').onDelete('set null'),
    )
    .addColumn('visibility', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'text', (column) => column.notNull().unique())
    .addColumn('original_name', 'text', (column) => column.notNull())
    .addColumn('extension', 'text', (column) => column.notNull())
    .addColumn('mime', 'text', (column) => column.notNull())
    .addColumn('size', 'bigint', (column) => column.notNull())
    .addColumn('sha256', 'text', (column) => column.notNull())
    .addColumn('file_type', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('uploads_tenant_sha256')
    .on('uploads')
    .columns(['tenant_id', 'sha256'])
    .execute();
};
