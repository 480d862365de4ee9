import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getDailyPracticeRankings as endpoint,
  type TGetDailyPracticeRankingsRequest,
} from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import { request } from '@/lib/api-client';
import { dailyPracticeKeys } from './query-keys';

/** GET /daily/exercise/rankings: the day's, the month's or all days' ranking. */
export const useDailyPracticeRankings = (params: TGetDailyPracticeRankingsRequest) =>
  useQuery({
    queryKey: dailyPracticeKeys.rankings(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
    enabled: params.dailyId !== '',
  });
