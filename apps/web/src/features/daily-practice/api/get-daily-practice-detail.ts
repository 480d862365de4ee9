import { useQuery } from '@tanstack/react-query';
import { getDailyPracticeDetail as endpoint } from '@lectern/contracts/daily-practice/get-daily-practice-detail';
import { request } from '@/lib/api-client';
import { dailyPracticeKeys } from './query-keys';

/** GET /daily/exercise/detail: the rules, the streak and the learner's days. */
export const useDailyPracticeDetail = (dailyId: string) =>
  useQuery({
    queryKey: dailyPracticeKeys.detail(dailyId),
    queryFn: ({ signal }) => request(endpoint, { dailyId }, { signal }),
    enabled: dailyId !== '',
  });
