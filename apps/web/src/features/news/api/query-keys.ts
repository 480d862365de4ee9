import type { TGetNewsListRequest } from '@lectern/contracts/news/get-news-list';

/** React Query keys of the news feature. */
export const newsKeys = {
  all: ['news'] as const,
  list: (params: TGetNewsListRequest) => [...newsKeys.all, 'list', params] as const,
  detail: (newsId: string) => [...newsKeys.all, 'detail', newsId] as const,
};
