import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTenant } from '../test/factories';
import { migratedTestDatabase } from '../test/test-database';
import { createTableMaintenance } from './table-maintenance';

const database = migratedTestDatabase();

const silentLog = { error: () => undefined, warn: () => undefined } as never;

/** When `table` of the schema under test was last analyzed (or vacuumed), if ever. */
const lastMaintained = async (table: string, work: 'analyze' | 'vacuum') => {
  const { rows } = await sql<{ at: Date | null }>`
    select coalesce(${sql.ref(`last_${work}`)}, ${sql.ref(`last_auto${work}`)}) as at
    from pg_stat_user_tables
    where schemaname = current_schema() and relname = ${table}
  `.execute(database().db);
  return rows[0]?.at ?? null;
};

/**
 * Waits until the database's statistics count `rows` rows of `table` in `figure`: changed since
 * the last analysis, or dead.
 */
const rowsCounted = async (
  table: string,
  figure: 'n_mod_since_analyze' | 'n_dead_tup',
  rows: number,
) => {
  for (let tries = 0; tries < 50; tries += 1) {
    const { rows: counts } = await sql<{ counted: number }>`
      select ${sql.ref(figure)} as counted from pg_stat_user_tables
      where schemaname = current_schema() and relname = ${table}
    `.execute(database().db);
    if (Number(counts[0]?.counted ?? 0) >= rows) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the rows of ${table} were never counted in ${figure}`);
};

describe('table maintenance', () => {
  it('analyzes a table once enough of it changed, where autovacuum is off; never on SQLite', async () => {
    const maintenance = createTableMaintenance(database(), silentLog);
    if (database().dialect === 'sqlite') {
      expect(await maintenance.start()).toBe(false);
      return;
    }
    for (let index = 0; index < 60; index += 1) await createTenant(database().db);
    await rowsCounted('tenants', 'n_mod_since_analyze', 60);
    expect(await lastMaintained('tenants', 'analyze')).toBeNull();

    await maintenance.runOnce();

    expect(await lastMaintained('tenants', 'analyze')).not.toBeNull();
    expect(await lastMaintained('answer_sheets', 'analyze')).toBeNull();

    // Passes every few seconds only where the database server's own autovacuum is off.
    const { rows } = await sql<{ setting: string }>`
      select current_setting('autovacuum') as setting
    `.execute(database().db);
    expect(await maintenance.start()).toBe(rows[0]?.setting === 'off');
    await maintenance.stop();
  });

  it.skipIf(process.env.LECTERN_TEST_DIALECT !== 'postgres')(
    'analyzes at once but leaves a vacuum for a quiet pass while busy, waiting at most so long',
    async () => {
      const { db } = database();
      await sql`create table maintained_rows (id integer primary key, value integer)`.execute(db);
      try {
        await sql`insert into maintained_rows select n, 0 from generate_series(1, 200) n`.execute(
          db,
        );
        await sql`update maintained_rows set value = 1`.execute(db);
        await rowsCounted('maintained_rows', 'n_dead_tup', 200);
        let busyShare = 0.9;
        let maxVacuumWaitMs = 60_000;
        const maintenance = () =>
          createTableMaintenance(database(), silentLog, {
            busyShare: () => busyShare,
            maxVacuumWaitMs,
          });

        const busy = maintenance();
        await busy.runOnce();
        expect(await lastMaintained('maintained_rows', 'analyze')).not.toBeNull();
        expect(await lastMaintained('maintained_rows', 'vacuum')).toBeNull();
        // Still busy, still within the wait: nothing more to do.
        await busy.runOnce();
        expect(await lastMaintained('maintained_rows', 'vacuum')).toBeNull();

        busyShare = 0.1;
        await busy.runOnce();
        expect(await lastMaintained('maintained_rows', 'vacuum')).not.toBeNull();

        // A vacuum that has waited long enough runs even while busy.
        await sql`update maintained_rows set value = 2`.execute(db);
        await rowsCounted('maintained_rows', 'n_dead_tup', 200);
        const vacuumedBefore = await lastMaintained('maintained_rows', 'vacuum');
        busyShare = 0.9;
        maxVacuumWaitMs = 0;
        await maintenance().runOnce();
        expect(await lastMaintained('maintained_rows', 'vacuum')).not.toEqual(vacuumedBefore);
      } finally {
        await sql`drop table maintained_rows`.execute(db);
      }
    },
  );
});
