import type { Kysely } from 'kysely';

/**
 * Issue 21 (docs/decisions/0051): tickets with which a member's phone camera opens the realtime
 * channel as `{memberId}-deputy`, for as long as the session that asked for them lives.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types
export const up = async (db: Kysely<any>) => {
  await db.schema
    .createTable('realtime_device_tickets')
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('tenant_id', 'text', (column) =>
      column.notNull().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'text', (column) =>
      column.notNull().references('members.id').onDelete('cascade'),
    )
    .addColumn('session_id', 'text', (column) => column.notNull())
    .addColumn('device', 'text', (column) => column.notNull())
    .addColumn('created_at', 'bigint', (column) => column.notNull())
    .addColumn('expires_at', 'bigint', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('realtime_device_tickets_expiry')
    .on('realtime_device_tickets')
    .columns(['tenant_id', 'expires_at'])
    .execute();
};
