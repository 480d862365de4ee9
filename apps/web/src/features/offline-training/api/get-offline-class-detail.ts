import { useQuery } from '@tanstack/react-query';
import { getOfflineClassDetail as endpoint } from '@lectern/contracts/offline-training/get-offline-class-detail';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /offline/class/detail; the page explains a refusal (309210) itself. */
export const useOfflineClassDetail = (classId: string) =>
  useQuery({
    queryKey: offlineKeys.classDetail(classId),
    queryFn: ({ signal }) => request(endpoint, { classId }, { signal, handlesFailure: () => true }),
    enabled: classId !== '',
    staleTime: 0,
  });
