import { describe, expect, it } from 'vitest';
import { exceedsThreshold, volumeLevel } from './volume-level';

/** A sine wave of `amplitude` (0–1 of full scale), as an AnalyserNode's bytes. */
const sine = (amplitude: number, length = 1024) =>
  Uint8Array.from({ length }, (_, index) =>
    Math.round(128 + 127 * amplitude * Math.sin((2 * Math.PI * index) / 64)),
  );

describe('volumeLevel', () => {
  it('reads silence as 0', () => {
    expect(volumeLevel(new Uint8Array(512).fill(128))).toBe(0);
    expect(volumeLevel(new Uint8Array())).toBe(0);
  });
  it('reads a full-scale tone near 100', () => {
    expect(volumeLevel(sine(1))).toBeGreaterThanOrEqual(94);
  });
  it('rises with the loudness, on a decibel scale', () => {
    const quiet = volumeLevel(sine(0.01));
    const voice = volumeLevel(sine(0.1));
    const loud = volumeLevel(sine(0.5));
    expect(quiet).toBeLessThan(voice);
    expect(voice).toBeLessThan(loud);
    // -20 dB is a third of the scale down.
    expect(loud - voice).toBeGreaterThan(20);
  });
});

describe('exceedsThreshold', () => {
  it('passes only above the threshold (spec §5)', () => {
    expect(exceedsThreshold(61, 60)).toBe(true);
    expect(exceedsThreshold(60, 60)).toBe(false);
  });
});
