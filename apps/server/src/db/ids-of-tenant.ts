import { sql, type SqlBool } from 'kysely';

/**
 * A column compared as an expression, which no index serves: a statement that finds its rows by
 * their primary key keeps SQLite from walking another index instead. Given an IN list of three
 * keys or more, SQLite's planner (3.53) prefers any index whose first column the statement
 * compares with `=` (`tenant_id`, `state`), with statistics or without, and walks every row that
 * matches it (docs/decisions/0072). PostgreSQL plans both forms alike.
 */
export const unindexed = (column: string) => sql<string>`(${sql.ref(column)} || '')`;

/**
 * `tenant_id = ? and id in (…)`: rows of one tenant picked by their primary key, `id`, looked up
 * by the key (`unindexed`); the comparison still leaves out every other tenant's rows. `ids`
 * must not be empty.
 */
export const idsOfTenant = (table: string, tenantId: string, ids: readonly string[]) =>
  sql<SqlBool>`(${unindexed(`${table}.tenant_id`)} = ${tenantId} and ${sql.ref(`${table}.id`)} in (${sql.join(ids)}))`;
