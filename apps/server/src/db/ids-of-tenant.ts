import { sql, type SqlBool } from 'kysely';

/**
 * `tenant_id = ? and id in (…)`: rows of one tenant picked by their primary key, `id`, written so
 * that SQLite looks each id up by the key. Given three ids or more, SQLite's planner (3.53) walks
 * every row of the tenant through an index that starts with tenant_id instead, with statistics or
 * without (docs/decisions/0072). The tenant's column is compared as an expression, which no index
 * serves: the key finds the rows, and the comparison still leaves out every other tenant's.
 * PostgreSQL plans both forms alike. `ids` must not be empty.
 */
export const idsOfTenant = (table: string, tenantId: string, ids: readonly string[]) =>
  sql<SqlBool>`(${sql.ref(`${table}.tenant_id`)} || '' = ${tenantId} and ${sql.ref(`${table}.id`)} in (${sql.join(ids)}))`;
