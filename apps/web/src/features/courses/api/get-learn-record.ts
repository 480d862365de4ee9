import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getLearnRecord as endpoint } from '@lectern/contracts/courses/get-learn-record';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /course/learnRecord: the learner's courses, last learned first, and the total time. */
export const useLearnRecord = (params: TPageQuery) =>
  useQuery({
    queryKey: coursesKeys.learnRecord(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
