import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { timedBackground } from '../platform/diagnostics/runtime-diagnostics';
import { repeatingJob } from '../platform/jobs/repeating-job';
import type { DatabaseHandle } from './database';

/** How often the tables' change counts are looked at. */
export const TABLE_MAINTENANCE_INTERVAL_MS = 10_000;

/**
 * PostgreSQL's autovacuum defaults: a table is analyzed once more than 50 rows plus a tenth of
 * its rows changed since the last analysis, and vacuumed once more than 50 plus a fifth are dead.
 */
const ANALYZE_BASE_ROWS = 50;
const ANALYZE_SHARE = 0.1;
const VACUUM_BASE_ROWS = 50;
const VACUUM_SHARE = 0.2;
/**
 * autovacuum_vacuum_cost_delay's default, in milliseconds: after each 200 units of page cost
 * (vacuum_cost_limit's default), the work sleeps this long, so it does not take the disk and a
 * core from the requests. A manual VACUUM or ANALYZE does not sleep unless told to.
 */
const AUTOVACUUM_COST_DELAY_MS = 2;

/**
 * Above this share of busy time of its event loop since the last pass, the process is serving a
 * load, and a vacuum waits (docs/decisions/0072).
 */
const BUSY_SHARE = 0.5;
/** A vacuum waits for a quiet pass at most this long; an analysis never waits. */
const MAX_VACUUM_WAIT_MS = 10 * 60_000;

/** The share of time this process's event loop was busy since the last call. */
const busyShareSinceLastCall = () => {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
};

type TableCounts = { table_name: string; live: number; dead: number; changed: number };

export type TableMaintenance = {
  /** Analyzes (and vacuums) the tables due now; a pass already running is joined. */
  runOnce: () => Promise<void>;
  /** Starts the passes when the database server's autovacuum is off; answers whether it did. */
  start: () => Promise<boolean>;
  stop: () => Promise<void>;
};

/**
 * On PostgreSQL with autovacuum switched off (docs/decisions/0017), the server analyzes and
 * vacuums its own tables as autovacuum would: without statistics the planner takes a growing
 * table for an empty one and picks plans that scan it. Several processes may run passes: a table
 * one of them has just analyzed no longer counts as changed for the others.
 */
export const createTableMaintenance = (
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  log: FastifyBaseLogger,
  {
    intervalMs = TABLE_MAINTENANCE_INTERVAL_MS,
    busyShare = busyShareSinceLastCall(),
    maxVacuumWaitMs = MAX_VACUUM_WAIT_MS,
  }: {
    intervalMs?: number;
    /** The share of busy time since the last pass (tests give their own). */
    busyShare?: () => number;
    maxVacuumWaitMs?: number;
  } = {},
): TableMaintenance => {
  /** Since when each table has waited for its vacuum. */
  const vacuumDueSince = new Map<string, number>();
  const dueTables = async () => {
    const { rows } = await sql<TableCounts>`
      select relname as table_name, n_live_tup as live, n_dead_tup as dead,
        n_mod_since_analyze as changed
      from pg_stat_user_tables
      where schemaname = current_schema()
    `.execute(db);
    return rows.flatMap(({ table_name, live, dead, changed }) => {
      const vacuum = Number(dead) > VACUUM_BASE_ROWS + VACUUM_SHARE * Number(live);
      const analyze = Number(changed) > ANALYZE_BASE_ROWS + ANALYZE_SHARE * Number(live);
      return vacuum || analyze ? [{ table: table_name, vacuum, analyze }] : [];
    });
  };

  /** `vacuum (analyze)` or `analyze` of `table`, timed in the diagnostics by both. */
  const maintain = (table: string, vacuum: boolean) =>
    timedBackground(`${vacuum ? 'vacuum' : 'analyze'} ${table}`, () =>
      // Paced as autovacuum paces itself, on a connection of its own for the setting.
      db.connection().execute(async (connection) => {
        await sql`set vacuum_cost_delay = ${sql.lit(AUTOVACUUM_COST_DELAY_MS)}`.execute(connection);
        try {
          const command = vacuum ? sql`vacuum (analyze)` : sql`analyze`;
          await sql`${command} ${sql.id(table)}`.execute(connection);
        } finally {
          await sql`reset vacuum_cost_delay`.execute(connection);
        }
      }),
    );

  /**
   * A table is analyzed once due: the planner needs its statistics now. Its vacuum, which reads
   * the whole table and took seconds beside S4's submissions, waits for a pass when the process is
   * quiet, or until it has waited `maxVacuumWaitMs`.
   */
  const job = repeatingJob('table maintenance', async () => {
    try {
      const now = Date.now();
      const busy = busyShare() > BUSY_SHARE;
      const due = await dueTables();
      // A vacuum no longer due (another process ran it) stops waiting.
      for (const table of vacuumDueSince.keys()) {
        if (!due.some((entry) => entry.table === table && entry.vacuum)) {
          vacuumDueSince.delete(table);
        }
      }
      for (const { table, vacuum, analyze } of due) {
        const dueSince = vacuumDueSince.get(table) ?? now;
        if (vacuum) vacuumDueSince.set(table, dueSince);
        const vacuumNow = vacuum && (!busy || now - dueSince >= maxVacuumWaitMs);
        if (!vacuumNow && !analyze) continue;
        await maintain(table, vacuumNow);
        if (vacuumNow) vacuumDueSince.delete(table);
      }
    } catch (error) {
      log.error({ err: error }, 'analyzing the database tables failed');
    }
  });
  let started = false;

  return {
    runOnce: () => (dialect === 'postgres' ? job.runOnce() : Promise.resolve()),
    start: async () => {
      if (dialect !== 'postgres' || started) return false;
      const { rows } = await sql<{
        setting: string;
      }>`select current_setting('autovacuum') as setting`.execute(db);
      if (rows[0]?.setting !== 'off') return false;
      log.warn('PostgreSQL autovacuum is off: the server analyzes and vacuums its own tables');
      started = true;
      job.every(intervalMs);
      return true;
    },
    stop: async () => {
      started = false;
      await job.stop();
    },
  };
};

/** Keeps the tables analyzed while the app is up, when the database needs it. */
export const registerTableMaintenance = (app: FastifyInstance, database: DatabaseHandle) => {
  const maintenance = createTableMaintenance(database, app.log);
  app.addHook('onReady', async () => void (await maintenance.start()));
  app.addHook('preClose', async () => maintenance.stop());
};
