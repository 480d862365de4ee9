import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories';
import { migratedTestDatabase } from '../test/test-database';

const database = migratedTestDatabase();

describe('prepared statements', () => {
  it('answers as before, preparing a statement once per PostgreSQL connection, never IN lists or arrays of rows', async () => {
    const [first, second] = [await createTenant(database().db), await createTenant(database().db)];
    const answers = await database()
      .db.connection()
      .execute(async (connection) => {
        const byCode = (code: string) =>
          connection
            .selectFrom('tenants')
            .select('id')
            .where('factory_code', '=', code)
            .executeTakeFirst();
        const found = [await byCode(first.factoryCode), await byCode(second.factoryCode)];
        const listed = await connection
          .selectFrom('tenants')
          .select('id')
          .where('id', 'in', [first.id, second.id])
          .orderBy('id')
          .execute();
        // PostgreSQL only: a batch of rows passed as arrays, and as a JSON array.
        const batch = [first.id, second.id];
        const unnested =
          database().dialect === 'postgres'
            ? (
                await sql<{
                  id: string;
                }>`select id from unnest(${batch}::text[]) as batch (id)`.execute(connection)
              ).rows
            : null;
        const fromJson =
          database().dialect === 'postgres'
            ? (
                await sql<{ id: string }>`
                  select id from json_to_recordset(${JSON.stringify(batch.map((id) => ({ id })))}::json)
                    as batch (id text)
                `.execute(connection)
              ).rows
            : null;
        const statements =
          database().dialect === 'postgres'
            ? (
                await sql<{
                  statement: string;
                }>`select statement from pg_prepared_statements`.execute(connection)
              ).rows.map((row) => row.statement)
            : null;
        return { found, listed, unnested, fromJson, statements };
      });

    expect(answers.found).toEqual([{ id: first.id }, { id: second.id }]);
    expect(answers.listed.map((row) => row.id)).toEqual([first.id, second.id].sort());
    if (answers.statements === null) return; // SQLite: better-sqlite3 prepares statements itself.
    expect(answers.unnested).toEqual([{ id: first.id }, { id: second.id }]);
    expect(answers.fromJson).toEqual([{ id: first.id }, { id: second.id }]);
    expect(
      answers.statements.filter(
        (text) => text.startsWith('select') && text.includes('factory_code'),
      ),
    ).toHaveLength(1);
    expect(answers.statements.filter((text) => text.includes(' in ('))).toEqual([]);
    expect(answers.statements.filter((text) => /unnest\(|json_to_recordset\(/.test(text))).toEqual(
      [],
    );
  });
});
