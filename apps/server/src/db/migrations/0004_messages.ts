import type { Kysely } from 'kysely';

/** In-mail messages with per-recipient read state, notices and news (issue #4). Portable SQL only. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('inmail_messages')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('content', 'text', (column) => column.notNull())
    .addColumn('sent_at', 'bigint', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('updated_at', 'bigint', (column) => column.notNull())
    .addUniqueConstraint('inmail_messages_tenant_code', ['tenant_id', 'code'])
    .execute();

  await db.schema
    .createTable('inmail_recipients')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('message_id', 'text', (column) =>
      column.notNull().references('inmail_messages.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('inmail_recipients_pk', ['message_id', 'member_id'])
    .execute();
  // A learner's inbox and their unread count.
  await db.schema
    .createIndex('inmail_recipients_unread')
    .on('inmail_recipients')
    .columns(['tenant_id', 'member_id', 'read_at'])
    .execute();

  for (const table of ['notices', 'news_items'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('tenant_id', 'text', (column) =>
        column.notNull().references('tenants.id').onDelete('cascade'),
      )
      .addColumn('code', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .$call((builder) =>
        table === 'news_items'
          ? builder
              .addColumn('summary', 'text', (column) => column.notNull().defaultTo(''))
              .addColumn('cover_url', 'text')
          : builder,
      )
      .addColumn('content', 'text', (column) => column.notNull())
      .addColumn('doc_urls', 'text', (column) => column.notNull())
      .addColumn('doc_names', 'text', (column) => column.notNull())
      .addColumn('publish_at', 'bigint', (column) => column.notNull())
      .addColumn('whole_tenant', 'integer', (column) => column.notNull())
      .addColumn('created_at', 'bigint', (column) => column.notNull())
      .addColumn('updated_at', 'bigint', (column) => column.notNull())
      .addUniqueConstraint(`${table}_tenant_code`, ['tenant_id', 'code'])
      .execute();
    await db.schema
      .createIndex(`${table}_published`)
      .on(table)
      .columns(['tenant_id', 'publish_at'])
      .execute();
  }

  await db.schema
    .createTable('notice_organisations')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('notice_id', 'text', (column) =>
      column.notNull().references('notices.id').onDelete('cascade'),
    )
    .addColumn('organisation_id', 'text', (column) =>
      column.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('notice_organisations_pk', ['notice_id', 'organisation_id'])
    .execute();

  await db.schema
    .createTable('news_organisations')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('news_id', 'text', (column) =>
      column.notNull().references('news_items.id').onDelete('cascade'),
    )
    .addColumn('organisation_id', 'text', (column) =>
      column.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('news_organisations_pk', ['news_id', 'organisation_id'])
    .execute();
};
