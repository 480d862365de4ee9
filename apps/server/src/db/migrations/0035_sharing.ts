import type { Kysely } from 'kysely';

/**
 * Sharing (issue 24, docs/decisions/0067): learners' invitation codes (one per learner, unique in
 * the tenant) and the registrations made with them (one per new member).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('invite_codes')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('invite_codes_pk', ['tenant_id', 'member_id'])
    .addUniqueConstraint('invite_codes_code', ['tenant_id', 'code'])
    .execute();
  await db.schema
    .createTable('invite_registrations')
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('inviter_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('invitee_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('nick_name', 'text', (column) => column.notNull())
    .addColumn('phone', 'text', (column) => column.notNull())
    .addColumn('invited_at', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('invite_registrations_pk', ['tenant_id', 'invitee_id'])
    .execute();
  await db.schema
    .createIndex('invite_registrations_by_inviter')
    .on('invite_registrations')
    .columns(['tenant_id', 'inviter_id', 'invited_at'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const down = async (db: Kysely<any>) => {
  for (const table of ['invite_registrations', 'invite_codes']) {
    await db.schema.dropTable(table).execute();
  }
};
