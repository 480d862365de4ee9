import { useQuery } from '@tanstack/react-query';
import { getHomeworkDetail as endpoint } from '@lectern/contracts/offline-training/get-homework-detail';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /homework/detail; the page explains a refusal (309216) itself. */
export const useHomeworkDetail = (homeworkId: string) =>
  useQuery({
    queryKey: offlineKeys.homework(homeworkId),
    queryFn: ({ signal }) =>
      request(endpoint, { homeworkId }, { signal, handlesFailure: () => true }),
    enabled: homeworkId !== '',
    staleTime: 0,
  });
