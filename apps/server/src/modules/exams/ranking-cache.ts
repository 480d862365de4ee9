import { LRUCache } from 'lru-cache';
import { timedBackground } from '../../platform/diagnostics/runtime-diagnostics';
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
/** Papers judged within a TTL whose generation is remembered; far more than ever are. */
const MAX_PAPER_GENERATIONS = 100_000;
/**
 * How much longer than the rankings a paper's generation is remembered. A list older than its
 * paper's generation is renewed when asked for; one whose paper's generation was forgotten is
 * past its time to live by then, and checked against its judged sheets before it is answered.
 */
const GENERATION_MARGIN_MS = 60_000;
/**
 * A paper's ranking as a learner first opens it (the member tab's first sort, 0006: each
 * learner's best sheet, all time) is renewed this long after one of its sheets is judged here, at
 * most; one computation per paper in that time, however many sheets are judged.
 */
const RENEWAL_DELAY_MS = 1000;
const FIRST_OPENED: MemberRankingBasis = 'best';

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

/** What a computation is of, and the paper's generation when it began. */
type LoadContext<TBasis> = { scope: RankingScope; basis: TBasis; generation: number };

/**
 * A ranking kept, with the fingerprint of the judged sheets it was computed from (if any) and
 * its paper's generation when its computation began.
 */
type KeptRanking<TEntry> = { entries: TEntry[]; sheets: string | null; generation: number };

/**
 * Whole rankings of papers, in listing order, kept for `ttlMs` (docs/decisions/0014): a page is
 * a slice of one. Concurrent requests for a ranking not at hand wait for one computation. A
 * ranking at hand is answered while it is renewed: when it was asked for shortly before it
 * expires, or computed before a sheet of its paper was judged here; a member ranking whose
 * judged sheets have not changed is renewed without computing it again. Judging also renews the
 * paper's first-opened ranking shortly after, asked for or not. Another server process's judging
 * shows within `ttlMs`. The labels of the learners shown are kept for `ttlMs` too. With `ttlMs` 0
 * every call computes the ranking and reads the labels.
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
   * A paper's generation goes up each time one of its sheets is judged here; a ranking computed
   * from an earlier one is out of date. Generations never repeat; a paper without one is at 0.
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
        const { scope, basis, generation } = context;
        const sheets = fingerprint ? await fingerprint(scope) : null;
        if (kept && sheets !== null && kept.sheets === sheets) return { ...kept, generation };
        return { entries: await load(scope, basis), sheets, generation };
      },
    });
    const keyOf = (scope: RankingScope, basis: TBasis) =>
      JSON.stringify([scope.tenantId, scope.paperId, basis, scope.since]);
    const contextOf = (scope: RankingScope, basis: TBasis) => ({
      scope,
      basis,
      generation: generations.get(paperKey(scope)) ?? 0,
    });
    /** Computed again in the background (joining one under way); a failure drops the list. */
    const renew = (scope: RankingScope, basis: TBasis) => {
      timedBackground('ranking renewal', () =>
        lists.fetch(keyOf(scope, basis), {
          context: contextOf(scope, basis),
          forceRefresh: true,
          allowStale: true,
        }),
      ).catch(() => undefined);
    };
    const entries = async (scope: RankingScope, basis: TBasis): Promise<TEntry[]> => {
      const key = keyOf(scope, basis);
      const context = contextOf(scope, basis);
      const lifeLeft = lists.getRemainingTTL(key);
      const atHand = lifeLeft > 0 ? lists.peek(key) : undefined;
      if (atHand && (atHand.generation !== context.generation || lifeLeft <= refreshAheadMs)) {
        renew(scope, basis);
        return atHand.entries;
      }
      // A load always resolves to a list (one too large to keep is answered, not kept).
      return (await lists.fetch(key, { context, allowStale: lifeLeft > 0 }))!.entries;
    };
    return { entries, renew };
  };

  const memberLists = listCache(loaders.memberEntries, loaders.judgedSheetsFingerprint);
  // An organisation ranking also follows memberships and names: computed again each time.
  const organisationLists = listCache(loaders.organisationEntries, null);
  /** Papers whose first-opened ranking is to be renewed shortly. */
  const renewals = new Set<string>();
  const renewalDelayMs = Math.min(RENEWAL_DELAY_MS, refreshAheadMs);

  const labels = new LRUCache<string, MemberLabel>({ max: MAX_CACHED_LABELS, ttl: ttlMs });
  const labelKey = (tenantId: string, memberId: string) => JSON.stringify([tenantId, memberId]);

  return {
    memberEntries: memberLists.entries,
    organisationEntries: organisationLists.entries,

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

    /**
     * A sheet of the paper was judged: its rankings are renewed when next asked for (the ones at
     * hand are answered meanwhile), and its first-opened ranking within `renewalDelayMs`.
     */
    invalidatePaper: (tenantId: string, paperId: string) => {
      const key = paperKey({ tenantId, paperId });
      lastGeneration += 1;
      generations.set(key, lastGeneration);
      if (renewals.has(key)) return;
      renewals.add(key);
      setTimeout(() => {
        renewals.delete(key);
        memberLists.renew({ tenantId, paperId, since: null }, FIRST_OPENED);
      }, renewalDelayMs).unref();
    },
  };
};
