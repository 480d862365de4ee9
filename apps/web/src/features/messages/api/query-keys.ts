import type { TGetInmailListRequest } from '@lectern/contracts/messages/get-inmail-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the in-mail feature. */
export const messageKeys = {
  all: queryRoots.messages,
  list: (params: TGetInmailListRequest) => [...messageKeys.all, 'list', params] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
};
