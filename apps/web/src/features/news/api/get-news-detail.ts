import { useQuery } from '@tanstack/react-query';
import { getNewsDetail as endpoint } from '@lectern/contracts/news/get-news-detail';
import { request } from '@/lib/api-client';
import { newsKeys } from './query-keys';

/** GET /news/detail: one news item with its content and attachments. */
export const getNewsDetail = (newsId: string, signal?: AbortSignal) =>
  request(endpoint, { newsId }, { signal });

export const useNewsDetail = (newsId: string) =>
  useQuery({
    queryKey: newsKeys.detail(newsId),
    queryFn: ({ signal }) => getNewsDetail(newsId, signal),
    enabled: newsId !== '',
  });
