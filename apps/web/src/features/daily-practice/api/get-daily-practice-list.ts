import { useQuery } from '@tanstack/react-query';
import { getDailyPracticeList as endpoint } from '@lectern/contracts/daily-practice/get-daily-practice-list';
import { request } from '@/lib/api-client';
import { dailyPracticeKeys } from './query-keys';

/** GET /daily/exercise/list: the tenant's daily practices with the learner's today. */
export const useDailyPracticeList = () =>
  useQuery({
    queryKey: dailyPracticeKeys.list(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
