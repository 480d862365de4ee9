import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/** What a tenant's writers may wait for each other over. */
export type TenantLockScope = 'uploads' | 'registrations';

/**
 * In a transaction: makes the tenant's writers of `scope` wait for each other until it commits,
 * so each sees what those before it wrote (a quota, a maximum of accounts). SQLite has one writer
 * already; PostgreSQL takes a transaction-scoped advisory lock, which writes no row.
 */
export const lockTenant = async (
  db: Kysely<Database>,
  dialect: Dialect,
  scope: TenantLockScope,
  tenantId: string,
) => {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${tenantId}`}))`.execute(db);
  }
};
