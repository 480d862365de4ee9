import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase, type DatabaseHandle } from '../db/database';

export type TestDatabase = DatabaseHandle & { close: () => Promise<void> };

/** The prefix of this run's PostgreSQL schemas: vitest.config.ts sets the run's own id. */
export const testSchemaPrefix = () => `lectern_test_${process.env.LECTERN_TEST_RUN ?? 'adhoc'}_`;

/**
 * A fresh database for one test file: SQLite in memory, or a uniquely named PostgreSQL schema.
 * `close` closes it; the schemas of a run are dropped once it ends (dropTestSchemas), never while
 * other files run: Kysely's migrator lists the tables of every schema, and a schema dropped
 * in the middle of that listing fails it with "schema … does not exist".
 */
export const openTestDatabase = async (): Promise<TestDatabase> => {
  if (process.env.LECTERN_TEST_DIALECT !== 'postgres') {
    const handle = openDatabase({ dialect: 'sqlite', path: ':memory:' });
    return { ...handle, close: () => handle.db.destroy() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('LECTERN_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
  const schema = `${testSchemaPrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openDatabase({ dialect: 'postgres', url, schema, poolSize: 4 });
  return { ...handle, close: () => handle.db.destroy() };
};

/** Drops the PostgreSQL schemas of this run (Vitest's global teardown). */
export const dropTestSchemas = async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)`,
      [testSchemaPrefix()],
    );
    for (const { name } of rows) await admin.query(`DROP SCHEMA ${name} CASCADE`);
  } finally {
    await admin.end();
  }
};

/** A test database for the whole test file, made ready by `prepare`, closed after it. */
const testDatabaseOfFile = (prepare: (database: TestDatabase) => Promise<unknown>) => {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepare(database);
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('the test database is opened before the tests run');
    return database;
  };
};

/** A migrated test database for the whole test file, closed after it; read it inside tests. */
export const migratedTestDatabase = () => testDatabaseOfFile(migrateToLatest);

/** For a migration's test: a test database for the file that the test migrates step by step. */
export const migrationTestDatabase = () => {
  const database = testDatabaseOfFile(async () => undefined);
  const migrateTo = async (name: string) => {
    const { error } = await migratorOf(database()).migrateTo(name);
    if (error) throw error;
  };
  return { database, migrateTo };
};
