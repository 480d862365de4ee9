import type { TargetCheck } from './results';

/**
 * Chrome DevTools' Fast 3G as issue 18 states it: 150 ms round trip, 1.6 Mbit/s down and
 * 750 kbit/s up, in the bytes per second CDP's Network.emulateNetworkConditions takes.
 */
export const FAST_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
} as const;

/** A slow phone: Chrome's CPU runs this many times slower (Emulation.setCPUThrottlingRate). */
export const CPU_SLOWDOWN = 4;

/** The middle value of the runs (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const seconds = (ms: number) => `${(ms / 1_000).toFixed(2)} s`;

/** One measure's runs checked against its target: the median must be at most the target. */
export const timeTarget = (label: string, targetMs: number, runsMs: readonly number[]) => {
  const value = median(runsMs);
  const check: TargetCheck = {
    label: `${label} ≤`,
    target: seconds(targetMs),
    measured: seconds(value),
    pass: value <= targetMs,
  };
  return { check, row: [label, ...runsMs.map(seconds), seconds(value), seconds(targetMs)] };
};
