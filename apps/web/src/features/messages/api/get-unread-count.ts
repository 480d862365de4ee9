import { useQuery } from '@tanstack/react-query';
import { getUnreadCount as endpoint } from '@lectern/contracts/messages/get-unread-count';
import { request } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** How often the shell asks again, so messages sent meanwhile show up without a reload. */
export const UNREAD_COUNT_REFRESH_MS = 60_000;

/** GET /mine/unReadCount: spec §7 tolerates "403" on it silently (no warning, no redirect). */
export const getUnreadCount = (signal?: AbortSignal) =>
  request(endpoint, {}, { signal, silent: true, tolerate403: true });

export const useUnreadCount = () =>
  useQuery({
    queryKey: messageKeys.unreadCount(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    refetchInterval: UNREAD_COUNT_REFRESH_MS,
    staleTime: 0,
  });
