import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_TTL_MS, earlyReads } from './early-read';

describe('earlyReads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands a started read to the first taker only', async () => {
    const read = vi.fn((key: string) => Promise.resolve(`sheet ${key}`));
    const reads = earlyReads(read);
    reads.start('a');
    reads.start('a');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(reads.take('a')).resolves.toBe('sheet a');
    expect(reads.take('a')).toBeNull();
    expect(reads.take('b')).toBeNull();
  });

  it('lets a stale read go and reads again when started again', async () => {
    let version = 0;
    const reads = earlyReads(() => Promise.resolve(++version));
    reads.start('a');
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    expect(reads.take('a')).toBeNull();
    reads.start('a');
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    reads.start('a');
    await expect(reads.take('a')).resolves.toBe(3);
  });

  it('passes a failed read to the taker without an unhandled rejection', async () => {
    const reads = earlyReads(() => Promise.reject(new Error('offline')));
    reads.start('a');
    await Promise.resolve();
    await expect(reads.take('a')).rejects.toThrow('offline');
  });
});
