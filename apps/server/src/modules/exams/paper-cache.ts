import { LRUCache } from 'lru-cache';
import type { PaperRow, papersRepository } from './papers.repository';

/** Papers kept; the least recently used is dropped first. */
const MAX_CACHED_PAPERS = 10_000;

/**
 * Papers as last read, each kept `ttlMs` (docs/decisions/0016): starting, loading, submitting and
 * ranking a paper read it from memory. A paper changed by a pack import shows within `ttlMs`.
 * Concurrent calls for a paper not at hand wait for one read; a paper not found is not kept.
 * With `ttlMs` 0 every call reads the database.
 */
export const paperCache = (
  papers: Pick<ReturnType<typeof papersRepository>, 'findById'>,
  { ttlMs }: { ttlMs: number },
): { find: (tenantId: string, paperId: string) => Promise<PaperRow | undefined> } => {
  if (ttlMs <= 0) return { find: papers.findById };
  const cache = new LRUCache<string, PaperRow, { tenantId: string; paperId: string }>({
    max: MAX_CACHED_PAPERS,
    ttl: ttlMs,
    fetchMethod: (_key, _stale, { context }) => papers.findById(context.tenantId, context.paperId),
  });
  return {
    find: (tenantId, paperId) =>
      cache.fetch(JSON.stringify([tenantId, paperId]), { context: { tenantId, paperId } }),
  };
};
