import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getNoticeList as endpoint,
  type TGetNoticeListRequest,
} from '@lectern/contracts/notices/get-notice-list';
import { request } from '@/lib/api-client';
import { noticeKeys } from './query-keys';

/** GET /notice/list: the notices addressed to the learner, newest first, by page. */
export const getNoticeList = (params: TGetNoticeListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

export const useNoticeList = (params: TGetNoticeListRequest) =>
  useQuery({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => getNoticeList(params, signal),
    placeholderData: keepPreviousData,
  });
