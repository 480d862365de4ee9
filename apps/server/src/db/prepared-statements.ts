import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements each PostgreSQL connection keeps prepared, at most; later ones are parsed each time. */
const MAX_PREPARED_PER_CONNECTION = 500;

/**
 * Statements with one text for each place in the code and one plan for every call. An IN list or
 * a multi-row VALUES has a text for each length, so those stay unprepared rather than fill every
 * connection. A batch of rows passed as arrays (`unnest`) or as a JSON array (`json_to_recordset`)
 * needs a plan for its size: a generic plan, which guesses 100 rows, took 0.5-1.7 s per batch of
 * answer saves once their table held 750,000 answers (docs/decisions/0019).
 */
const isPreparable = (text: string) =>
  /^\s*(select|insert|update|delete|with)\b/i.test(text) &&
  !/ in \(/i.test(text) &&
  !/\), \(/.test(text) &&
  !/\b(unnest|json_to_recordset)\(/i.test(text);

/**
 * Has each connection of `pool` prepare its statements once, named by a hash of their text, so
 * that PostgreSQL parses and plans a statement once per connection instead of on every call, as
 * better-sqlite3's prepared statements do on SQLite (docs/decisions/0019). Kysely sends text and
 * values; node-postgres prepares a named query on its first use on a connection.
 */
export const prepareStatementsPerConnection = (pool: pg.Pool) => {
  pool.on('connect', (client) => {
    /** Names of the statements this connection prepared, by their text. */
    const prepared = new Map<string, string>();
    const nameOf = (text: string) => {
      const known = prepared.get(text);
      if (known !== undefined) return known;
      if (prepared.size >= MAX_PREPARED_PER_CONNECTION || !isPreparable(text)) return null;
      const name = `lectern_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      prepared.set(text, name);
      return name;
    };
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    Object.assign(client, {
      query: (config: unknown, values?: unknown, ...rest: unknown[]) => {
        const name = typeof config === 'string' ? nameOf(config) : null;
        return name === null
          ? query(config, values, ...rest)
          : query({ name, text: config, values }, ...rest);
      },
    });
  });
};
