import { useQuery } from '@tanstack/react-query';
import { getDailyPracticeResult as endpoint } from '@lectern/contracts/daily-practice/get-daily-practice-result';
import { request } from '@/lib/api-client';
import { dailyPracticeKeys } from './query-keys';

/** GET /daily/exercise/result: a finished day's score, time and credits. */
export const useDailyPracticeResult = (dailyId: string, day: string | undefined) =>
  useQuery({
    queryKey: dailyPracticeKeys.result(dailyId, day),
    queryFn: ({ signal }) => request(endpoint, day ? { dailyId, day } : { dailyId }, { signal }),
    enabled: dailyId !== '',
  });
