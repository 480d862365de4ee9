import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery } from '../common/pagination';
import { ZId } from '../common/primitives';
import { DailyRankingPeriod, ZDailyRankingPeriod } from './daily-practice';

export const ZGetDailyPracticeRankingsRequest = ZPageQuery.extend({
  dailyId: ZId,
  period: ZDailyRankingPeriod.default(DailyRankingPeriod.DAY),
});
export type TGetDailyPracticeRankingsRequest = z.infer<typeof ZGetDailyPracticeRankingsRequest>;

/** A learner's finished days of the period: their scores and times summed. */
export const ZDailyRankingRow = z.object({
  rank: z.number().int().positive(),
  nickname: z.string(),
  userCode: z.string(),
  score: z.number().nonnegative(),
  timeSpentMs: z.number().int().nonnegative(),
  days: z.number().int().positive(),
});
export type TDailyRankingRow = z.infer<typeof ZDailyRankingRow>;

export const ZGetDailyPracticeRankingsResponse = z.object({
  list: z.array(ZDailyRankingRow),
  total: z.number().int().nonnegative(),
  /** The learner's own row, null when they finished no day of the period. */
  mine: ZDailyRankingRow.nullable(),
  /** The day (`YYYY-MM-DD`) or month (`YYYY-MM`) ranked; null for all days. */
  periodKey: z.string().nullable(),
});
export type TGetDailyPracticeRankingsResponse = z.infer<typeof ZGetDailyPracticeRankingsResponse>;

/**
 * Spec §2 /exam/daily-exercise/rankings: the day's, the month's or all days' finished practice,
 * by score (highest first), then time (shortest first).
 */
export const getDailyPracticeRankings = defineEndpoint({
  method: 'GET',
  path: '/daily/exercise/rankings',
  access: 'member',
  summary: "A daily practice's ranking of the day, the month or all days",
  query: ZGetDailyPracticeRankingsRequest,
  response: ZGetDailyPracticeRankingsResponse,
});
