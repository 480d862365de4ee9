import type { TGetNoticeListRequest } from '@lectern/contracts/notices/get-notice-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the notices feature. */
export const noticeKeys = {
  all: queryRoots.notices,
  list: (params: TGetNoticeListRequest) => [...noticeKeys.all, 'list', params] as const,
  detail: (noticeId: string) => [...noticeKeys.all, 'detail', noticeId] as const,
};
