import { describe, expect, it } from 'vitest';
import { batchWhileBusy, sharedLookups } from './batch-while-busy';

describe('batchWhileBusy', () => {
  it('runs calls that arrive while a batch runs together in the next, at most `max` at a time', async () => {
    const batches: number[][] = [];
    const double = batchWhileBusy(async (items: number[]) => {
      batches.push(items);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => ({ status: 'fulfilled' as const, value: item * 2 }));
    }, 4);
    const first = double(1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const rest = Array.from({ length: 6 }, (_, index) => double(index + 2));
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(batches).toEqual([[1], [2, 3, 4, 5], [6, 7]]);
  });

  it('runs up to `concurrency` batches at once, the calls arriving meanwhile in the next', async () => {
    const batches: number[][] = [];
    let running = 0;
    let mostRunning = 0;
    const double = batchWhileBusy(
      async (items: number[]) => {
        batches.push(items);
        running += 1;
        mostRunning = Math.max(mostRunning, running);
        await new Promise((resolve) => setTimeout(resolve, 10));
        running -= 1;
        return items.map((item) => ({ status: 'fulfilled' as const, value: item * 2 }));
      },
      3,
      2,
    );
    const first = double(1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = double(2);
    await new Promise((resolve) => setTimeout(resolve, 1));
    // Both slots are taken: these wait and go together, three, then two.
    const rest = [3, 4, 5, 6, 7].map((item) => double(item));
    expect(await Promise.all([first, second, ...rest])).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(mostRunning).toBe(2);
    expect(batches).toEqual([[1], [2], [3, 4, 5], [6, 7]]);
  });

  it('gives each caller its own outcome, and a thrown error to the whole batch', async () => {
    let fail = false;
    const check = batchWhileBusy(async (items: number[]) => {
      if (fail) throw new Error('statement failed');
      return items.map((item) =>
        item < 0
          ? { status: 'rejected' as const, reason: new Error(`negative ${item}`) }
          : { status: 'fulfilled' as const, value: item },
      );
    }, 10);
    const outcomes = await Promise.allSettled([check(1), check(-2), check(3)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    fail = true;
    await expect(Promise.all([check(4), check(5)])).rejects.toThrow('statement failed');
  });

  it('shares one read among lookups arriving together on PostgreSQL, and each gets its own rows', async () => {
    const rows = [
      { owner: 'ann', id: 1 },
      { owner: 'bob', id: 2 },
      { owner: 'ann', id: 3 },
    ];
    for (const dialect of ['postgres', 'sqlite'] as const) {
      const reads: string[][] = [];
      const rowsOf = sharedLookups(
        dialect,
        async (owners: string[]) => {
          reads.push(owners);
          return rows.filter((row) => owners.includes(row.owner));
        },
        (found, owner: string) => found.filter((row) => row.owner === owner).map((row) => row.id),
        10,
      );
      expect(await Promise.all(['ann', 'bob', 'eve'].map(rowsOf))).toEqual([[1, 3], [2], []]);
      expect(reads).toEqual(
        dialect === 'postgres' ? [['ann', 'bob', 'eve']] : [['ann'], ['bob'], ['eve']],
      );
    }
  });
});
