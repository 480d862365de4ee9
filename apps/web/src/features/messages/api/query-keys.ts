import type { TGetInmailListRequest } from '@lectern/contracts/messages/get-inmail-list';

/** React Query keys of the in-mail feature. */
export const messageKeys = {
  all: ['messages'] as const,
  list: (params: TGetInmailListRequest) => [...messageKeys.all, 'list', params] as const,
  unreadCount: () => [...messageKeys.all, 'unread-count'] as const,
};
