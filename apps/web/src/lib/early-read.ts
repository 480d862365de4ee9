/** How long a read started ahead may stand in for the reader's own. */
export const EARLY_READ_TTL_MS = 15_000;

/**
 * Reads started before the component that needs them has mounted (from a route loader, or right
 * after the request that leads there), so their round trip overlaps the page's code loading and
 * rendering. The component's query takes a read once, while it is fresh; any later read goes to
 * the server (docs/decisions/0027).
 */
export function earlyReads<T>(read: (key: string) => Promise<T>, ttlMs = EARLY_READ_TTL_MS) {
  const started = new Map<string, { at: number; reading: Promise<T> }>();
  const fresh = (entry: { at: number } | undefined) => !!entry && Date.now() - entry.at < ttlMs;
  return {
    start(key: string) {
      if (fresh(started.get(key))) return;
      const reading = read(key);
      // A failure reaches the component, which takes this read and handles it as its own.
      reading.catch(() => undefined);
      started.set(key, { at: Date.now(), reading });
    },
    take(key: string): Promise<T> | null {
      const entry = started.get(key);
      started.delete(key);
      return entry && fresh(entry) ? entry.reading : null;
    },
  };
}
