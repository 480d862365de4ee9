import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getHomeworkResults as endpoint } from '@lectern/contracts/offline-training/get-homework-results';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /homework/results: a page of the learner's handed-in homework. */
export const useHomeworkResults = (params: TPageQuery) =>
  useQuery({
    queryKey: offlineKeys.results(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
