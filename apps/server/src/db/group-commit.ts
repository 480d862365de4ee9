import type { Kysely } from 'kysely';
import { aloneOnFailure, batchWhileBusy } from './batch-while-busy';
import type { Database } from './schema';

/** Runs `work` in a transaction that is committed before the promise resolves. */
export type Transact = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Most units of work one group commit carries; the rest wait for the next one. */
const MAX_GROUP = 256;

type Work = (trx: Kysely<Database>) => Promise<unknown>;

/** PostgreSQL: a transaction each; the server already flushes concurrent commits together. */
export const separateTransactions =
  (db: Kysely<Database>): Transact =>
  (work) =>
    db.transaction().execute(work);

/**
 * SQLite has one writer and, with synchronous=FULL, an fsync per commit, taken on the event loop
 * (better-sqlite3 is synchronous). Units of work that arrive together, or while a group is being
 * committed, are run one after another in a single transaction and acknowledged after its one
 * commit: durable as before, at a fraction of the fsyncs (docs/decisions/0012).
 *
 * If the group fails, nothing of it was written; each unit is then run in a transaction of its
 * own, so one unit's error reaches only its caller. `concurrency` groups of at most `max` units
 * are committed at a time.
 */
export const groupCommits = (
  db: Kysely<Database>,
  { concurrency = 1, max = MAX_GROUP }: { concurrency?: number; max?: number } = {},
): Transact => {
  const commit = batchWhileBusy(
    aloneOnFailure((group: Work[]) =>
      db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const work of group) done.push(await work(trx));
        return done;
      }),
    ),
    max,
    concurrency,
  );
  return <T>(work: (trx: Kysely<Database>) => Promise<T>) => commit(work) as Promise<T>;
};

/**
 * A hot path's groups on PostgreSQL: a few committed at a time, each on a connection of the pool
 * (DATABASE_POOL_SIZE, default 10), and small, since a group's units run one after another.
 */
const POSTGRES_HOT_GROUPS = { concurrency: 6, max: 32 };

/**
 * The transactions of a hot path that writes a few rows per call (a learner's judged saves):
 * grouped commits on both dialects. SQLite's `transact` groups every write already; on PostgreSQL
 * the group saves each unit its BEGIN and COMMIT round trips (docs/decisions/0061). Units of a
 * group wait for each other, so only short units that lock rows of one learner belong here.
 */
export const groupedHotWrites = ({
  db,
  dialect,
  transact,
}: {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  transact: Transact;
}): Transact => (dialect === 'postgres' ? groupCommits(db, POSTGRES_HOT_GROUPS) : transact);
