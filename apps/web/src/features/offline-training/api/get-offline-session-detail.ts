import { useQuery } from '@tanstack/react-query';
import { getOfflineSessionDetail as endpoint } from '@lectern/contracts/offline-training/get-offline-session-detail';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /offline/session/detail; the trainer's counts refresh while the QR code shows. */
export const useOfflineSessionDetail = (sessionId: string, refreshMs: number | false = false) =>
  useQuery({
    queryKey: offlineKeys.session(sessionId),
    queryFn: ({ signal }) =>
      request(endpoint, { sessionId }, { signal, handlesFailure: () => true }),
    enabled: sessionId !== '',
    staleTime: 0,
    refetchInterval: refreshMs,
  });
