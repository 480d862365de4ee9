import { SqliteAdapter, sql, type Kysely } from 'kysely';

/**
 * A batch of rows passed as one parameter, a JSON array of arrays: a table source whose rows are
 * read in SQL as `<alias>.value ->> N` (cast where a number is needed). The statement's text is
 * the same for any number of rows, so it is prepared once, and no query is built row by row: a
 * multi-row VALUES of thousands of parameters cost more CPU to build and prepare than to run
 * (docs/decisions/0072).
 */
export const jsonRows = <DB>(db: Kysely<DB>, rows: readonly (readonly unknown[])[]) => {
  const json = JSON.stringify(rows);
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql`json_each(${json})`
    : sql`json_array_elements(${json}::json)`;
};
