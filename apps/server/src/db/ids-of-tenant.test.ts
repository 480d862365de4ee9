import {
  sql,
  type CompiledQuery,
  type Expression,
  type Kysely,
  type KyselyPlugin,
  type SqlBool,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { answerSheetsRepository, SubmitReason } from '../modules/exams/answer-sheets.repository';
import { sessionsRepository } from '../platform/sessions/sessions.repository';
import { migratedTestDatabase } from '../test/test-database';
import { idsOfTenant } from './ids-of-tenant';
import type { Database } from './schema';

/** Tables whose rows are read by lists of ids, each with an index that starts with tenant_id. */
const TABLES = ['answer_sheets', 'sessions', 'papers', 'notices', 'news_items', 'course_runs'];

const ids = (count: number) => Array.from({ length: count }, (_, index) => `id-${index}`);

/** The statements `run` makes on `db`, compiled, each run too. */
const statementsOf = async (
  db: Kysely<Database>,
  run: (recorded: Kysely<Database>) => Promise<unknown>,
) => {
  const compiled: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(recorder));
  return compiled;
};

/** SQLite's plan for a compiled statement. */
const planOf = async (db: Kysely<Database>, query: CompiledQuery) => {
  const { rows } = await db.executeQuery<{ detail: string }>({
    ...query,
    sql: `explain query plan ${query.sql}`,
  });
  return rows.map((row) => row.detail).join(' | ');
};

/** SQLite's plan for reading `table`'s rows that match `where`. */
const sqlitePlan = (db: Kysely<Database>, table: string, where: Expression<SqlBool>) =>
  planOf(db, sql`select * from ${sql.table(table)} where ${where}`.compile(db));

describe('rows of one tenant by their ids (docs/decisions/0072)', () => {
  const database = migratedTestDatabase();

  // SQLite's planner only: PostgreSQL's plans follow its statistics.
  it.skipIf(process.env.LECTERN_TEST_DIALECT === 'postgres').each(TABLES)(
    'looks each id up by the primary key of %s on SQLite',
    async (table) => {
      const { db } = database();
      for (const count of [1, 3, 32]) {
        expect(await sqlitePlan(db, table, idsOfTenant(table, 'tenant', ids(count)))).toMatch(
          /USING (COVERING )?INDEX sqlite_autoindex_\w+ \(id=\?\)/,
        );
      }
      // What it avoids: the plain form walks the tenant's rows once three ids are named.
      const plain = sql<SqlBool>`${sql.ref('tenant_id')} = ${'tenant'} and ${sql.ref('id')} in (${sql.join(ids(3))})`;
      expect(await sqlitePlan(db, table, plain)).toMatch(/\(tenant_id=\?\)/);
    },
  );

  it.skipIf(process.env.LECTERN_TEST_DIALECT === 'postgres')(
    'finds the sheets a submission claims and the sessions a request touches by their keys',
    async () => {
      const { db } = database();
      const sheets = ids(12).map((sheetId) => ({ tenantId: 'tenant', sheetId, finishedAt: 1 }));
      const statements = await statementsOf(db, async (recorded) => {
        const repository = answerSheetsRepository(recorded);
        await repository.claimForSubmission(sheets, SubmitReason.LEARNER);
        await repository.claimForSubmission(sheets, SubmitReason.TIME_UP);
        await repository.findMany(sheets);
        await sessionsRepository(recorded).touch('tenant', ids(12), 1, 2);
      });
      expect(statements).toHaveLength(4);
      for (const statement of statements) {
        expect(await planOf(db, statement)).toMatch(
          /^SEARCH \w+ USING (COVERING )?INDEX sqlite_autoindex_\w+ \(id=\?\)$/,
        );
      }
    },
  );

  it('reads the rows named of that tenant and none of another', async () => {
    const { db } = database();
    await sql`create table scratch_rows (id text primary key, tenant_id text not null, at bigint)`.execute(
      db,
    );
    try {
      await sql`create index scratch_rows_at on scratch_rows (tenant_id, at)`.execute(db);
      await sql`insert into scratch_rows (id, tenant_id, at) values
        ('a1', 'a', 1), ('a2', 'a', 2), ('a3', 'a', 3), ('b1', 'b', 1)`.execute(db);
      const found = await sql<{ id: string }>`
        select id from scratch_rows
        where ${idsOfTenant('scratch_rows', 'a', ['a1', 'a3', 'b1', 'none'])}
        order by id
      `.execute(db);
      expect(found.rows.map((row) => row.id)).toEqual(['a1', 'a3']);
    } finally {
      await sql`drop table scratch_rows`.execute(db);
    }
  });
});
