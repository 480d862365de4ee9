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
/** Learners whose labels are kept (a few hundred bytes each). */
const MAX_CACHED_LABELS = 50_000;
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

/** A learner as a ranking row shows them (spec §3 member display fields). */
export type MemberLabel = { userCode: string; nickname: string; dept: string };

/** How whole rankings, in listing order, and their learners' labels are read (`rankingLoaders`). */
export type RankingLoaders = {
  memberEntries: (scope: RankingScope, basis: MemberRankingBasis) => Promise<RankedMemberEntry[]>;
  organisationEntries: (
    scope: RankingScope,
    basis: OrganisationRankingBasis,
  ) => Promise<OrganisationRankingRow[]>;
  /** A value that changes whenever the scope's judged sheets do, cheaper than a ranking. */
  judgedSheetsFingerprint: (scope: RankingScope) => Promise<string>;
  /** The labels of those learners that exist. */
  memberLabels: (tenantId: string, memberIds: string[]) => Promise<Map<string, MemberLabel>>;
};

export type RankingCache = ReturnType<typeof rankingCache>;

type LoadContext<TBasis> = { scope: RankingScope; basis: TBasis };

/** A ranking kept, with the fingerprint of the judged sheets it was computed from (if any). */
type KeptRanking<TEntry> = { entries: TEntry[]; sheets: string | null };

/**
 * Whole rankings of papers, in listing order, kept for `ttlMs` (docs/decisions/0014): a page is
 * a slice of one. Concurrent requests for a ranking not at hand wait for one computation; one
 * asked for shortly before it expires is renewed meanwhile, and a member ranking whose judged
 * sheets have not changed is renewed without computing it again. A paper's rankings are dropped
 * when one of its sheets is judged here; another server process's judging shows within `ttlMs`.
 * The labels of the learners shown are kept for `ttlMs` too. With `ttlMs` 0 every call computes
 * the ranking and reads the labels.
 */
export const rankingCache = (loaders: RankingLoaders, { ttlMs }: { ttlMs: number }) => {
  if (ttlMs <= 0) {
    return {
      memberEntries: loaders.memberEntries,
      organisationEntries: loaders.organisationEntries,
      memberLabels: loaders.memberLabels,
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

  /**
   * Rankings of one kind, loaded by `load`. With `fingerprint`, a ranking due for renewal is
   * kept when the fingerprint of its sheets is the one it was computed from. The fingerprint is
   * read before the ranking, so a sheet judged in between makes the next one differ.
   */
  const listCache = <TBasis extends string, TEntry extends object>(
    load: (scope: RankingScope, basis: TBasis) => Promise<TEntry[]>,
    fingerprint: ((scope: RankingScope) => Promise<string>) | null,
  ) => {
    const lists = new LRUCache<string, KeptRanking<TEntry>, LoadContext<TBasis>>({
      maxSize: MAX_CACHED_ENTRIES,
      sizeCalculation: (kept) => Math.max(1, kept.entries.length),
      ttl: ttlMs,
      // A list still loading may be evicted; its waiters still get it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, kept, { context }) => {
        const sheets = fingerprint ? await fingerprint(context.scope) : null;
        if (kept && sheets !== null && kept.sheets === sheets) return kept;
        return { entries: await load(context.scope, context.basis), sheets };
      },
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
      return (await lists.fetch(key, { context, allowStale: lifeLeft > 0 }))!.entries;
    };
  };

  const labels = new LRUCache<string, MemberLabel>({ max: MAX_CACHED_LABELS, ttl: ttlMs });
  const labelKey = (tenantId: string, memberId: string) => JSON.stringify([tenantId, memberId]);

  return {
    memberEntries: listCache(loaders.memberEntries, loaders.judgedSheetsFingerprint),
    // An organisation ranking also follows memberships and names: computed again each time.
    organisationEntries: listCache(loaders.organisationEntries, null),

    /** Learners' labels, at most `ttlMs` old; those not at hand are read together. */
    memberLabels: async (tenantId: string, memberIds: string[]) => {
      const found = new Map<string, MemberLabel>();
      const missing: string[] = [];
      for (const memberId of new Set(memberIds)) {
        const label = labels.get(labelKey(tenantId, memberId));
        if (label) found.set(memberId, label);
        else missing.push(memberId);
      }
      if (missing.length === 0) return found;
      for (const [memberId, label] of await loaders.memberLabels(tenantId, missing)) {
        labels.set(labelKey(tenantId, memberId), label);
        found.set(memberId, label);
      }
      return found;
    },

    /** A sheet of the paper was judged: its rankings are computed again when next asked for. */
    invalidatePaper: (tenantId: string, paperId: string) => {
      lastGeneration += 1;
      generations.set(paperKey({ tenantId, paperId }), lastGeneration);
    },
  };
};
