import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getNewsList as endpoint,
  type TGetNewsListRequest,
} from '@lectern/contracts/news/get-news-list';
import { request } from '@/lib/api-client';
import { newsKeys } from './query-keys';

/** GET /news/list: the news items addressed to the learner, newest first, by page. */
export const getNewsList = (params: TGetNewsListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

export const useNewsList = (params: TGetNewsListRequest) =>
  useQuery({
    queryKey: newsKeys.list(params),
    queryFn: ({ signal }) => getNewsList(params, signal),
    placeholderData: keepPreviousData,
  });
