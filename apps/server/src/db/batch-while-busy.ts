/** What `run` makes of each item of a batch: its result, or the error only its caller sees. */
export type ItemOutcome<T> = PromiseSettledResult<T>;

type Waiting<TItem, TResult> = {
  item: TItem;
  resolve: (value: TResult) => void;
  reject: (error: unknown) => void;
};

/**
 * Calls that arrive together, or while `concurrency` batches are being run, are handed to `run`
 * as one batch of at most `max` items; at most `concurrency` batches run at a time. Under load the
 * batches grow by themselves (each waits for one round trip at most); alone, a call waits for
 * nothing but the current turn of the event loop. `run` answers each item in order; if it throws,
 * every item of the batch gets that error.
 */
export const batchWhileBusy = <TItem, TResult>(
  run: (items: TItem[]) => Promise<ItemOutcome<TResult>[]>,
  max: number,
  concurrency = 1,
) => {
  let queue: Waiting<TItem, TResult>[] = [];
  let running = 0;
  /** A batch is due at the next turn of the event loop. */
  let due = false;

  const scheduleIfFree = () => {
    if (due || running >= concurrency || queue.length === 0) return;
    due = true;
    setImmediate(() => void flush());
  };

  const flush = async () => {
    due = false;
    const batch = queue.slice(0, max);
    queue = queue.slice(max);
    running += 1;
    scheduleIfFree();
    let outcomes: ItemOutcome<TResult>[];
    try {
      outcomes = await run(batch.map((waiting) => waiting.item));
    } catch (error) {
      outcomes = batch.map(() => ({ status: 'rejected', reason: error }));
    }
    batch.forEach((waiting, index) => {
      const outcome = outcomes[index];
      if (outcome?.status === 'fulfilled') waiting.resolve(outcome.value);
      else waiting.reject(outcome ? outcome.reason : new Error('batch item left unanswered'));
    });
    running -= 1;
    scheduleIfFree();
  };

  return (item: TItem) =>
    new Promise<TResult>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      scheduleIfFree();
    });
};

/** The outcome of `work`, never thrown. */
const settle = async <T>(work: Promise<T>): Promise<ItemOutcome<T>> => {
  try {
    return { status: 'fulfilled', value: await work };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
};

/**
 * For `batchWhileBusy`: runs a batch with `runMany`, and if that fails, each item alone (when
 * there is more than one), so an error reaches only the caller whose item caused it.
 */
export const aloneOnFailure =
  <TItem, TResult>(runMany: (items: TItem[]) => Promise<TResult[]>) =>
  async (items: TItem[]): Promise<ItemOutcome<TResult>[]> => {
    try {
      return (await runMany(items)).map((value) => ({ status: 'fulfilled', value }));
    } catch (error) {
      if (items.length === 1) return [{ status: 'rejected', reason: error }];
      const outcomes: ItemOutcome<TResult>[] = [];
      for (const item of items) {
        outcomes.push(await settle(runMany([item]).then(([result]) => result as TResult)));
      }
      return outcomes;
    }
  };

/**
 * A lookup whose rows for many items one statement reads (`readMany`), each item's picked from
 * them. On PostgreSQL the lookups that arrive together share a statement (`batchWhileBusy`); on
 * SQLite, where a statement is no round trip, each reads alone.
 */
export const sharedLookups = <TItem, TRow, TResult>(
  dialect: 'sqlite' | 'postgres',
  readMany: (items: TItem[]) => Promise<TRow[]>,
  pick: (rows: TRow[], item: TItem) => TResult,
  max: number,
): ((item: TItem) => Promise<TResult>) =>
  dialect === 'postgres'
    ? batchWhileBusy(async (items: TItem[]) => {
        const rows = await readMany(items);
        return items.map((item) => ({ status: 'fulfilled' as const, value: pick(rows, item) }));
      }, max)
    : async (item: TItem) => pick(await readMany([item]), item);
