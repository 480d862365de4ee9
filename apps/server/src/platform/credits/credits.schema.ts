import type { TCreditBizType } from '@lectern/contracts/common/enums';

/**
 * One entry of a member's credit ledger (spec §3 credit history): every award or deduction,
 * whichever feature made it. `source` names what earned it (a daily practice day, a PK match),
 * once per member, so an award is never doubled however often or concurrently it is made.
 */
export type CreditEntryTable = {
  tenant_id: string;
  member_id: string;
  /** e.g. `daily:<setId>:<day>` or `pk:<matchId>`: the entry's identity for its member. */
  source: string;
  biz_type: TCreditBizType;
  /** What the learner reads in their history: the practice's or the match's name. */
  biz_name: string;
  /** Credits added (positive) or taken (negative). */
  amount: number;
  created_at: number;
};

export type CreditsTables = { credit_entries: CreditEntryTable };
