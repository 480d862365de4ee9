import { z } from 'zod';
import { ZCreditBizType } from '../common/enums';
import { ZEpochMillis } from '../common/primitives';

/** Spec §3 credit history entry: what earned (or cost) the credits, and when. */
export const ZCreditHistoryEntry = z.object({
  bizName: z.string(),
  bizType: ZCreditBizType,
  /** Credits added (positive) or taken (negative). */
  amount: z.number().int(),
  createTime: ZEpochMillis,
});
export type TCreditHistoryEntry = z.infer<typeof ZCreditHistoryEntry>;

/** Learners a credit ranking lists (the caller's own row comes besides). */
export const CREDIT_RANKING_SIZE = 100;

/** A learner's place by total credit (spec §2 /personal/credit/rankings). */
export const ZCreditRankingRow = z.object({
  /** 1 + the learners with more credits: equal totals share a rank. */
  rank: z.number().int().positive(),
  nickname: z.string(),
  userCode: z.string(),
  /** The learner's organisations' names, joined by ';'. */
  dept: z.string(),
  total: z.number().int(),
});
export type TCreditRankingRow = z.infer<typeof ZCreditRankingRow>;
