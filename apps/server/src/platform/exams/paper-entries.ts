import type { Executor } from '../services/service-deps';

/**
 * A feature's say on papers that invite no one and are reachable only through its entry (spec §3
 * invitationType 2 and 8, §6 "invitationType 2 and 8 papers are reachable only through their
 * training or class entry"): a course's final exam, a new-employee programme's training exam, an
 * offline class's exam. The exams module opens such a paper to a learner when any entry says so
 * (features.ts, docs/decisions/0062, 0065).
 */
export type PaperEntryOn = (executor: Executor) => {
  /** The learner reached the paper through this feature's entry, which is open to them now. */
  opensFor: (tenantId: string, paperId: string, memberId: string) => Promise<boolean>;
};

/** A paper opens when any feature's entry opens it: asked in turn, first yes wins. */
export const anyPaperEntry =
  (entries: readonly PaperEntryOn[]): PaperEntryOn =>
  (executor) => ({
    opensFor: async (tenantId, paperId, memberId) => {
      for (const entry of entries) {
        if (await entry(executor).opensFor(tenantId, paperId, memberId)) return true;
      }
      return false;
    },
  });
