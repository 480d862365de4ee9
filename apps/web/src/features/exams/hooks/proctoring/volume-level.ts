/**
 * The microphone meter's level (spec §5 "Microphone volume"; docs/decisions/0050): 0–100 on a
 * decibel scale, -60 dBFS and below is 0, full scale is 100. A quiet room reads about 15, a voice
 * at a desk 50–70.
 */
export const SILENCE_DBFS = -60;

/** The level of one buffer of time-domain samples as an AnalyserNode gives them (bytes, 128 = 0). */
export function volumeLevel(samples: Uint8Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) {
    const value = (sample - 128) / 128;
    sum += value * value;
  }
  const rms = Math.sqrt(sum / samples.length);
  if (rms === 0) return 0;
  const dbfs = 20 * Math.log10(rms);
  const level = ((dbfs - SILENCE_DBFS) / -SILENCE_DBFS) * 100;
  return Math.round(Math.min(100, Math.max(0, level)));
}

/** Spec §5: the microphone check passes when the level exceeds the paper's threshold. */
export const exceedsThreshold = (level: number, threshold: number) => level > threshold;
