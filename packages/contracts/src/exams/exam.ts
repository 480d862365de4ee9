import { z } from 'zod';
import { ZExamState } from '../common/enums';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Spec §3 exam/paper fields shared by the exam list and the preview. */
export const ZExamSummary = z.object({
  paperId: ZId,
  paperName: z.string(),
  classifyName: z.string().nullable(),
  state: ZExamState,
  /** Spec §3 times; null when not set. */
  pushDate: ZEpochMillis.nullable(),
  examEnableTime: ZEpochMillis.nullable(),
  examExpireTime: ZEpochMillis.nullable(),
  /** The last moment an attempt may be started; null: until examExpireTime. */
  latestStartTime: ZEpochMillis.nullable(),
  /** Minutes; null: no time limit. */
  duration: z.number().int().positive().nullable(),
  questionCount: z.number().int().nonnegative(),
  totalScore: z.number(),
  passScore: z.number(),
  /** Spec §3 attempts: null is unlimited. */
  timesAllowed: z.number().int().positive().nullable(),
  timesPerDay: z.number().int().positive().nullable(),
  timesFinished: z.number().int().nonnegative(),
  timesFinishedToday: z.number().int().nonnegative(),
  isPublic: z.boolean(),
  /** Spec §3 payment: amount in yuan. */
  paid: z.boolean(),
  payAmount: z.number().nonnegative(),
  /** Whether this learner has paid for a paid paper. */
  payCompleted: z.boolean(),
  /** The learner's sheet still being answered, for 'continue'. */
  answeringSheetId: ZId.nullable(),
  /** The learner's latest submitted sheet, for 'view answer sheet'. */
  lastSheetId: ZId.nullable(),
});
export type TExamSummary = z.infer<typeof ZExamSummary>;

/** Spec §2 exam ranking tabs. */
export const RankingTab = { MEMBER: 'member', ORGANISATION: 'organisation' } as const;
export const ZRankingTab = z.enum(RankingTab);
export type TRankingTab = z.infer<typeof ZRankingTab>;

/**
 * Spec §2/§9 ranking sorts. Member tab: every sheet (all, today, month), each learner's best
 * (highest, monthHighest) or sum (monthTotal, total). Organisation tab: average or total of its
 * learners' best scores.
 */
export const RankingSort = {
  ALL: 'all',
  TODAY: 'today',
  MONTH: 'month',
  HIGHEST: 'highest',
  MONTH_HIGHEST: 'monthHighest',
  MONTH_TOTAL: 'monthTotal',
  TOTAL: 'total',
  AVERAGE: 'average',
  SUM: 'sum',
} as const;
export const ZRankingSort = z.enum(RankingSort);
export type TRankingSort = z.infer<typeof ZRankingSort>;
export const memberRankingSorts: TRankingSort[] = [
  RankingSort.ALL,
  RankingSort.TODAY,
  RankingSort.MONTH,
  RankingSort.HIGHEST,
  RankingSort.MONTH_HIGHEST,
  RankingSort.MONTH_TOTAL,
  RankingSort.TOTAL,
];
export const organisationRankingSorts: TRankingSort[] = [RankingSort.AVERAGE, RankingSort.SUM];

/** Spec §3 ranking row; an organisation row leaves nickname and userCode empty. */
export const ZRankingRow = z.object({
  rank: z.number().int().positive(),
  nickname: z.string(),
  userCode: z.string(),
  dept: z.string(),
  score: z.number(),
  /** Milliseconds used; for sums and averages, the matching sum or average. */
  duration: z.number().nonnegative(),
});
export type TRankingRow = z.infer<typeof ZRankingRow>;

/** Where a sheet is: being answered, submitted and waiting for marking, or judged. */
export const SheetState = { ANSWERING: 'answering', MARKING: 'marking', JUDGED: 'judged' } as const;
export const ZSheetState = z.enum(SheetState);
export type TSheetState = z.infer<typeof ZSheetState>;

/** Spec §9: the finish page redirects after this many seconds. */
export const FINISH_REDIRECT_SECONDS = 10;
/** Answers saved up to this long after the deadline still count (network latency). */
export const SAVE_GRACE_MS = 10_000;

/**
 * A sheet's query code (spec §3): 10 characters of Crockford's base32, made at start. Anything
 * else answers 300341 (query code error).
 */
export const QUERY_CODE_LENGTH = 10;
export const QUERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
