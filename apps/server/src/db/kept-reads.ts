import { LRUCache } from 'lru-cache';

/**
 * Rows as last read, each kept `ttlMs` per process (docs/decisions/0016): content that changes only
 * when a pack is imported, read on nearly every call of a hot path. A change shows within `ttlMs`.
 * Concurrent calls for a row not at hand wait for one read; a row not found is not kept, so a new
 * one is found at once. With `ttlMs` 0 every call reads the database.
 */
export const keptReads = <TRow extends object>(
  read: (tenantId: string, id: string) => Promise<TRow | undefined>,
  { ttlMs, max }: { ttlMs: number; max: number },
): ((tenantId: string, id: string) => Promise<TRow | undefined>) => {
  if (ttlMs <= 0) return read;
  const cache = new LRUCache<string, TRow, { tenantId: string; id: string }>({
    max,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => read(context.tenantId, context.id),
  });
  return (tenantId, id) =>
    cache.fetch(JSON.stringify([tenantId, id]), { context: { tenantId, id } });
};
