import { useQuery } from '@tanstack/react-query';
import { getOfflineClassList as endpoint } from '@lectern/contracts/offline-training/get-offline-class-list';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /offline/class/list: the learner's classes with their progress. */
export const useOfflineClassList = () =>
  useQuery({
    queryKey: offlineKeys.classes(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
