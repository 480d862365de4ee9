import { describe, expect, it } from 'vitest';
import { formatMs, kibPerSocket, summarise } from './socket-stats';

describe('summarise', () => {
  it('takes percentiles by nearest rank over every socket, whatever the order', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(summarise(latencies, 100)).toEqual({
      received: 100,
      expected: 100,
      p50: 50,
      p95: 95,
      p99: 99,
      max: 100,
    });
  });

  it('counts a socket not reached as slower than all others', () => {
    const reached = Array.from({ length: 99 }, (_, index) => index + 1);
    const summary = summarise(reached, 100);
    expect(summary).toMatchObject({ received: 99, p99: 99, max: Infinity });
    // Two sockets of 100 missed: the 99th percentile is one of them.
    expect(summarise(reached.slice(0, 98), 100).p99).toBe(Infinity);
  });

  it('answers a round that reached no socket as never delivered', () => {
    expect(summarise([], 10)).toMatchObject({ received: 0, p50: Infinity, max: Infinity });
  });
});

describe('formatMs', () => {
  it('shows a latency to a tenth of a millisecond, and a missed delivery as never', () => {
    expect(formatMs(12.345)).toBe('12.3 ms');
    expect(formatMs(Infinity)).toBe('never');
  });
});

describe('kibPerSocket', () => {
  it('divides the growth of the resident set (kB of /proc, which are KiB) by the sockets', () => {
    expect(kibPerSocket(200_000, 260_000, 10_000)).toBe(6);
    expect(kibPerSocket(200_000, 200_000, 0)).toBe(0);
  });
});
