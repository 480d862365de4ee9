import type { TGetNewsDetailResponse } from '@lectern/contracts/news/get-news-detail';
import type { TNewsSummary } from '@lectern/contracts/news/news-item';
import { broadcastService } from '../../platform/broadcasts/broadcast.service';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { newsRepositories } from './news.repository';

const parseList = (json: string) => JSON.parse(json) as string[];

type NewsRepositories = ReturnType<typeof newsRepositories>;
type NewsListRow = Awaited<ReturnType<NewsRepositories['broadcasts']['list']>>[number];
type NewsDetailRow = NonNullable<Awaited<ReturnType<NewsRepositories['broadcasts']['find']>>>;

export const newsService = (deps: ServiceDeps<NewsRepositories>) =>
  broadcastService({
    ...deps,
    listItem: (row: NewsListRow): TNewsSummary => ({
      newsId: row.id,
      title: row.title,
      summary: row.summary,
      coverUrl: row.cover_url,
      publishTime: row.publish_at,
    }),
    detail: (item: NewsDetailRow): TGetNewsDetailResponse => ({
      newsId: item.id,
      title: item.title,
      summary: item.summary,
      coverUrl: item.cover_url,
      content: item.content,
      publishTime: item.publish_at,
      docUrls: parseList(item.doc_urls),
      docNames: parseList(item.doc_names),
    }),
  });
