import { useQuery } from '@tanstack/react-query';
import { getNoticeDetail as endpoint } from '@lectern/contracts/notices/get-notice-detail';
import { request } from '@/lib/api-client';
import { noticeKeys } from './query-keys';

/** GET /notice/detail: one notice with its content and attachments. */
export const getNoticeDetail = (noticeId: string, signal?: AbortSignal) =>
  request(endpoint, { noticeId }, { signal });

export const useNoticeDetail = (noticeId: string) =>
  useQuery({
    queryKey: noticeKeys.detail(noticeId),
    queryFn: ({ signal }) => getNoticeDetail(noticeId, signal),
    enabled: noticeId !== '',
  });
