import type { TGetNoticeListRequest } from '@lectern/contracts/notices/get-notice-list';

/** React Query keys of the notices feature. */
export const noticeKeys = {
  all: ['notices'] as const,
  list: (params: TGetNoticeListRequest) => [...noticeKeys.all, 'list', params] as const,
  detail: (noticeId: string) => [...noticeKeys.all, 'detail', noticeId] as const,
};
