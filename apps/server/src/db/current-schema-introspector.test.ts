import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabase } from '../test/test-database';
import { migratorOf } from './database';

const database = migratedTestDatabase();
const onPostgres = process.env.LECTERN_TEST_DIALECT === 'postgres';

describe.runIf(onPostgres)('introspection on PostgreSQL', () => {
  it('lists the tables of its own schema only', async () => {
    const { db, schema } = database();
    const tables = await db.introspection.getTables();
    expect(tables.map((table) => table.name)).toContain('members');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
    const sheetAnswers = tables.find((table) => table.name === 'sheet_answers');
    expect(sheetAnswers?.columns.map((column) => column.name)).toContain('answer');
  });

  it('leaves out the migrator’s own tables unless asked for them', async () => {
    const { db } = database();
    const names = async (withInternalKyselyTables: boolean) =>
      (await db.introspection.getTables({ withInternalKyselyTables })).map((table) => table.name);
    expect(await names(false)).not.toContain('kysely_migration');
    expect(await names(true)).toEqual(
      expect.arrayContaining(['kysely_migration', 'kysely_migration_lock']),
    );
  });

  it('migrates while another schema drops a column', async () => {
    const handle = database();
    const other = `${handle.schema}_other`;
    await sql.raw(`create schema ${other}`).execute(handle.db);
    try {
      const churn = (async () => {
        for (let round = 0; round < 40; round += 1) {
          await sql.raw(`create table ${other}.churn (id int, status int)`).execute(handle.db);
          await sql.raw(`alter table ${other}.churn drop column status`).execute(handle.db);
          await sql.raw(`drop table ${other}.churn`).execute(handle.db);
        }
      })();
      const migrations = (async () => {
        for (let round = 0; round < 40; round += 1) {
          const { error } = await migratorOf(handle).migrateToLatest();
          if (error) throw error;
        }
      })();
      await Promise.all([churn, migrations]);
    } finally {
      await sql.raw(`drop schema ${other} cascade`).execute(handle.db);
    }
  });
});
