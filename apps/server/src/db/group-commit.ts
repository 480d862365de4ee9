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
 * own, so one unit's error reaches only its caller.
 */
export const groupCommits = (db: Kysely<Database>): Transact => {
  const commit = batchWhileBusy(
    aloneOnFailure((group: Work[]) =>
      db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const work of group) done.push(await work(trx));
        return done;
      }),
    ),
    MAX_GROUP,
  );
  return <T>(work: (trx: Kysely<Database>) => Promise<T>) => commit(work) as Promise<T>;
};
