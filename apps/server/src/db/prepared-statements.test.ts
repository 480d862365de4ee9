import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenant, type TestTenant } from '../test/factories';
import { migratedTestDatabase } from '../test/test-database';
import type { Database } from './schema';

const database = migratedTestDatabase();
/** Statements are prepared by this code on PostgreSQL; better-sqlite3 prepares them itself. */
const onPostgres = process.env.LECTERN_TEST_DIALECT === 'postgres';

const twoTenants = async () => [
  await createTenant(database().db),
  await createTenant(database().db),
];

/** Looks each tenant up by its code, then both by an IN list, on the one given connection. */
const lookUp = async (connection: Kysely<Database>, tenants: TestTenant[]) => {
  const byCode = (code: string) =>
    connection
      .selectFrom('tenants')
      .select('id')
      .where('factory_code', '=', code)
      .executeTakeFirst();
  const found = [];
  for (const tenant of tenants) found.push(await byCode(tenant.factoryCode));
  const listed = await connection
    .selectFrom('tenants')
    .select('id')
    .where(
      'id',
      'in',
      tenants.map((tenant) => tenant.id),
    )
    .orderBy('id')
    .execute();
  return { found, listed };
};

describe('prepared statements', () => {
  it('answers a statement repeated on one connection, and IN lists, as before', async () => {
    const tenants = await twoTenants();
    const { found, listed } = await database()
      .db.connection()
      .execute((connection) => lookUp(connection, tenants));
    expect(found).toEqual(tenants.map(({ id }) => ({ id })));
    expect(listed.map((row) => row.id)).toEqual(tenants.map(({ id }) => id).sort());
  });

  it.runIf(onPostgres)(
    'prepares a statement once per PostgreSQL connection, never IN lists or arrays of rows',
    async () => {
      const tenants = await twoTenants();
      const batch = tenants.map(({ id }) => id);
      const answers = await database()
        .db.connection()
        .execute(async (connection) => {
          await lookUp(connection, tenants);
          const unnested = await sql<{ id: string }>`
            select id from unnest(${batch}::text[]) as batch (id)
          `.execute(connection);
          const fromJson = await sql<{ id: string }>`
            select id from json_to_recordset(${JSON.stringify(batch.map((id) => ({ id })))}::json)
              as batch (id text)
          `.execute(connection);
          const prepared = await sql<{ statement: string }>`
            select statement from pg_prepared_statements
          `.execute(connection);
          return {
            unnested: unnested.rows,
            fromJson: fromJson.rows,
            statements: prepared.rows.map((row) => row.statement),
          };
        });

      expect(answers.unnested).toEqual(batch.map((id) => ({ id })));
      expect(answers.fromJson).toEqual(batch.map((id) => ({ id })));
      const { statements } = answers;
      expect(
        statements.filter((text) => text.startsWith('select') && text.includes('factory_code')),
      ).toHaveLength(1);
      expect(statements.filter((text) => text.includes(' in ('))).toEqual([]);
      expect(statements.filter((text) => /unnest\(|json_to_recordset\(/.test(text))).toEqual([]);
    },
  );
});
