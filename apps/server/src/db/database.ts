import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type LogConfig } from 'kysely';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { Config } from '../config';
import { runtimeDiagnostics } from '../platform/diagnostics/runtime-diagnostics';
import { CurrentSchemaPostgresDialect } from './current-schema-introspector';
import { groupCommits, separateTransactions, type Transact } from './group-commit';
import { migrations } from './migration-list';
import { prepareStatementsPerConnection } from './prepared-statements';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in (tests use one per file); null for the default. */
  schema: string | null;
  /** Write transactions: grouped into shared commits on SQLite (db/group-commit.ts). */
  transact: Transact;
};

export type DatabaseOptions =
  | { dialect: 'sqlite'; path: string }
  | {
      dialect: 'postgres';
      url: string;
      schema?: string;
      poolSize?: number;
      /** Statements prepared once per connection (db/prepared-statements.ts); default true. */
      preparedStatements?: boolean;
    };

/** How long a writer waits for SQLite's lock before failing (ms). */
const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** Distinct SQL texts whose prepared statements are kept (IN lists of each length count apart). */
const MAX_PREPARED_STATEMENTS = 1000;
const PG_INT8_OID = 20;
const PG_NUMERIC_OID = 1700;

const openSqlite = (path: string) => {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  // ARCHITECTURE.md, data durability: an acknowledged write survives a crash or power loss.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  // Kysely prepares every query it runs; compiling the same SQL again is a third of a save's CPU.
  const statements = new LRUCache<string, SqliteDatabase.Statement>({
    max: MAX_PREPARED_STATEMENTS,
  });
  return new SqliteDialect({
    database: {
      close: () => sqlite.close(),
      prepare: (query: string) => {
        let statement = statements.get(query);
        if (!statement) {
          statement = sqlite.prepare(query);
          statements.set(query, statement);
        }
        return statement;
      },
    },
  });
};

/** Kysely asks the pool for a connection per query or transaction: the wait is timed. */
const timePoolWaits = (pool: pg.Pool) => {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  Object.assign(pool, {
    connect: async () => {
      if (!runtimeDiagnostics.started) return connect();
      const asked = performance.now();
      const client = await connect();
      runtimeDiagnostics.poolWait(performance.now() - asked);
      return client;
    },
  });
};

/**
 * Each statement's time in the database, when diagnostics were started before the database was
 * opened (main.ts): without them, Kysely does not time statements at all.
 */
const timeStatements = (): { log?: LogConfig } =>
  runtimeDiagnostics.started
    ? {
        log: (event) => {
          if (event.level === 'query') {
            runtimeDiagnostics.statement(event.queryDurationMillis, event.query.sql);
          }
        },
      }
    : {};

const openPostgres = ({
  url,
  schema,
  poolSize,
  preparedStatements = true,
}: Extract<DatabaseOptions, { dialect: 'postgres' }>) => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // Epoch-millisecond bigints and counts fit in a JS number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_INT8_OID || oid === PG_NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  if (preparedStatements) prepareStatementsPerConnection(pool);
  timePoolWaits(pool);
  return new CurrentSchemaPostgresDialect({ pool });
};

export const openDatabase = (options: DatabaseOptions): DatabaseHandle => {
  if (options.dialect === 'sqlite') {
    const db = new Kysely<Database>({ dialect: openSqlite(options.path), ...timeStatements() });
    return { db, dialect: 'sqlite', schema: null, transact: groupCommits(db) };
  }
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`Invalid schema name ${options.schema}`);
  }
  const db = new Kysely<Database>({ dialect: openPostgres(options), ...timeStatements() });
  return {
    db,
    dialect: 'postgres',
    schema: options.schema ?? null,
    transact: separateTransactions(db),
  };
};

/** The database the settings name: PostgreSQL at DATABASE_URL, else the SQLite file. */
export const openConfiguredDatabase = (config: Config): DatabaseHandle =>
  config.databaseUrl
    ? openDatabase({
        dialect: 'postgres',
        url: config.databaseUrl,
        poolSize: config.databasePoolSize,
        preparedStatements: config.databasePreparedStatements,
      })
    : openDatabase({ dialect: 'sqlite', path: config.sqlitePath });

/** The migrator of every migration, keeping its bookkeeping in the handle's schema. */
export const migratorOf = ({ db, schema }: DatabaseHandle) =>
  new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });

/** Brings the schema up to date; run on every start. */
export const migrateToLatest = async (handle: DatabaseHandle) => {
  const { error, results } = await migratorOf(handle).migrateToLatest();
  if (error) throw error;
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((r) => r.migrationName);
};
