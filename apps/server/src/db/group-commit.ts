import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Runs `work` in a transaction that is committed before the promise resolves. */
export type Transact = <T>(work: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Most units of work one group commit carries; the rest wait for the next one. */
const MAX_GROUP = 256;

type Pending = {
  work: (trx: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

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
  let queue: Pending[] = [];
  let scheduled = false;

  const runAlone = async (item: Pending) => {
    try {
      item.resolve(await db.transaction().execute(item.work));
    } catch (error) {
      item.reject(error);
    }
  };

  const flush = async () => {
    const group = queue.slice(0, MAX_GROUP);
    queue = queue.slice(MAX_GROUP);
    try {
      const results = await db.transaction().execute(async (trx) => {
        const done: unknown[] = [];
        for (const item of group) done.push(await item.work(trx));
        return done;
      });
      group.forEach((item, index) => item.resolve(results[index]));
    } catch (error) {
      if (group.length === 1) group[0]?.reject(error);
      else for (const item of group) await runAlone(item);
    }
    if (queue.length > 0) setImmediate(() => void flush());
    else scheduled = false;
  };

  return <T>(work: (trx: Kysely<Database>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
};
