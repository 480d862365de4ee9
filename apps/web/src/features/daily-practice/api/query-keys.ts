import type { TGetDailyPracticeRankingsRequest } from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the daily-practice feature. */
export const dailyPracticeKeys = {
  all: queryRoots.dailyPractice,
  /** Everything the learner's day changes: stale after a start, a save or a finish. */
  days: () => [...dailyPracticeKeys.all, 'days'] as const,
  list: () => [...dailyPracticeKeys.days(), 'list'] as const,
  detail: (dailyId: string) => [...dailyPracticeKeys.days(), 'detail', dailyId] as const,
  result: (dailyId: string, day: string | undefined) =>
    [...dailyPracticeKeys.days(), 'result', dailyId, day ?? ''] as const,
  rankings: (params: TGetDailyPracticeRankingsRequest) =>
    [...dailyPracticeKeys.days(), 'rankings', params] as const,
};
