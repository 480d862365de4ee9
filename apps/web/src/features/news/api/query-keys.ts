import type { TGetNewsListRequest } from '@lectern/contracts/news/get-news-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the news feature. */
export const newsKeys = {
  all: queryRoots.news,
  list: (params: TGetNewsListRequest) => [...newsKeys.all, 'list', params] as const,
  detail: (newsId: string) => [...newsKeys.all, 'detail', newsId] as const,
};
