/** Figures of the realtime scenario (S8) that the socket clients and the scenario share. */

export type LatencySummary = {
  /** How many of the expected sockets the message reached in time. */
  received: number;
  expected: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/**
 * Percentiles of `latencies` (ms) by the nearest-rank method, over the `expected` sockets: a
 * socket the message never reached counts as slower than every one it reached, so a p99 is only
 * finite when at least 99% were reached (Infinity otherwise).
 */
export const summarise = (latencies: number[], expected: number): LatencySummary => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const rank = (percent: number) => {
    const index = Math.ceil((percent / 100) * expected) - 1;
    return index < sorted.length ? (sorted[Math.max(index, 0)] ?? 0) : Infinity;
  };
  return {
    received: sorted.length,
    expected,
    p50: rank(50),
    p95: rank(95),
    p99: rank(99),
    max: sorted.length < expected ? Infinity : (sorted[sorted.length - 1] ?? 0),
  };
};

/** "12.3 ms", or "never" for a percentile beyond the sockets reached. */
export const formatMs = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'never';

/** KiB per socket from two resident set sizes in kB (VmRSS) and the sockets between them. */
export const kibPerSocket = (baselineKb: number, loadedKb: number, sockets: number) =>
  sockets === 0 ? 0 : (loadedKb - baselineKb) / sockets;
