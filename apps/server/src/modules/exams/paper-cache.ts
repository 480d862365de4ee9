import { keptReads } from '../../db/kept-reads';
import type { PaperRow, papersRepository } from './papers.repository';

/** Papers kept; the least recently used is dropped first. */
const MAX_CACHED_PAPERS = 10_000;

/**
 * Papers as last read, each kept `ttlMs` (docs/decisions/0016): starting, loading, submitting and
 * ranking a paper read it from memory. A paper changed by a pack import shows within `ttlMs`.
 */
export const paperCache = (
  papers: Pick<ReturnType<typeof papersRepository>, 'findById'>,
  { ttlMs }: { ttlMs: number },
): { find: (tenantId: string, paperId: string) => Promise<PaperRow | undefined> } => ({
  find: keptReads(papers.findById, { ttlMs, max: MAX_CACHED_PAPERS }),
});
