import { LRUCache } from 'lru-cache';
import type {
  MemberRankingBasis,
  MemberRankingEntry,
  OrganisationRankingBasis,
  OrganisationRankingRow,
  RankingScope,
} from './results.repository';

/** Entries kept of each kind of ranking over every paper and sort (about 120 bytes each). */
const MAX_CACHED_ENTRIES = 250_000;
/** A ranking asked for in this last part of its life is computed again in the background. */
const REFRESH_AHEAD_FRACTION = 0.2;
/** Papers judged within a TTL whose bumped generation is remembered; far more than ever are. */
const MAX_PAPER_GENERATIONS = 100_000;
/**
 * How much longer than the rankings a bumped generation is remembered: a list whose load began
 * before the bump must have expired before the paper falls back to generation 0.
 */
const GENERATION_MARGIN_MS = 60_000;

/** An entry of a member ranking with its rank. */
export type RankedMemberEntry = MemberRankingEntry & { rank: number };

/** How whole rankings, in listing order, are computed (`rankingLoaders`). */
export type RankingLoaders = {
  memberEntries: (scope: RankingScope, basis: MemberRankingBasis) => Promise<RankedMemberEntry[]>;
  organisationEntries: (
    scope: RankingScope,
    basis: OrganisationRankingBasis,
  ) => Promise<OrganisationRankingRow[]>;
};

export type RankingCache = ReturnType<typeof rankingCache>;

type LoadContext<TBasis> = { scope: RankingScope; basis: TBasis };

/**
 * Whole rankings of papers, in listing order, kept for `ttlMs` (docs/decisions/0014): a page is
 * a slice of one. Concurrent requests for a ranking not at hand wait for one computation; one
 * asked for shortly before it expires is renewed meanwhile. A paper's rankings are dropped when
 * one of its sheets is judged here; another server process's judging shows within `ttlMs`. With
 * `ttlMs` 0 every call computes the ranking.
 */
export const rankingCache = (loaders: RankingLoaders, { ttlMs }: { ttlMs: number }) => {
  if (ttlMs <= 0) {
    return {
      memberEntries: loaders.memberEntries,
      organisationEntries: loaders.organisationEntries,
      invalidatePaper: (_tenantId: string, _paperId: string) => undefined,
    };
  }

  /**
   * A paper's generation is part of its rankings' keys, so that bumping it leaves the old lists
   * unreachable (the LRU drops them). Generations never repeat; a paper without one is at 0.
   */
  const generations = new LRUCache<string, number>({
    max: MAX_PAPER_GENERATIONS,
    ttl: ttlMs + GENERATION_MARGIN_MS,
  });
  let lastGeneration = 0;
  const refreshAheadMs = ttlMs * REFRESH_AHEAD_FRACTION;
  const paperKey = ({ tenantId, paperId }: { tenantId: string; paperId: string }) =>
    JSON.stringify([tenantId, paperId]);

  const listCache = <TBasis extends string, TEntry extends object>(
    load: (scope: RankingScope, basis: TBasis) => Promise<TEntry[]>,
  ) => {
    const lists = new LRUCache<string, TEntry[], LoadContext<TBasis>>({
      maxSize: MAX_CACHED_ENTRIES,
      sizeCalculation: (entries) => Math.max(1, entries.length),
      ttl: ttlMs,
      // A list still loading may be evicted; its waiters still get it.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context }) => load(context.scope, context.basis),
    });
    return async (scope: RankingScope, basis: TBasis): Promise<TEntry[]> => {
      const generation = generations.get(paperKey(scope)) ?? 0;
      const key = JSON.stringify([scope.tenantId, scope.paperId, generation, basis, scope.since]);
      const context = { scope, basis };
      const lifeLeft = lists.getRemainingTTL(key);
      if (lifeLeft > 0 && lifeLeft <= refreshAheadMs) {
        // Renewed before it expires, so that no request waits; a failure drops the list.
        lists.fetch(key, { context, forceRefresh: true, allowStale: true }).catch(() => undefined);
      }
      // While it is renewed, the list at hand is answered until it expires; a load always
      // resolves to a list (one too large to keep is answered, not kept).
      return (await lists.fetch(key, { context, allowStale: lifeLeft > 0 }))!;
    };
  };

  return {
    memberEntries: listCache(loaders.memberEntries),
    organisationEntries: listCache(loaders.organisationEntries),

    /** A sheet of the paper was judged: its rankings are computed again when next asked for. */
    invalidatePaper: (tenantId: string, paperId: string) => {
      lastGeneration += 1;
      generations.set(paperKey({ tenantId, paperId }), lastGeneration);
    },
  };
};
