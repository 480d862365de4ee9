import { getNewsDetail } from '@lectern/contracts/news/get-news-detail';
import { getNewsList } from '@lectern/contracts/news/get-news-list';
import type { FeaturePlugin } from '../../platform/features/feature';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { newsRepositories } from './news.repository';
import { newsService } from './news.service';

export const newsPlugin: FeaturePlugin = (api, deps) => {
  const news = newsService({
    db: deps.db,
    transact: deps.transact,
    repositories: newsRepositories,
  });
  registerEndpoint(api, deps.guards, getNewsList, ({ session, query }) =>
    news.list(session, query),
  );
  registerEndpoint(api, deps.guards, getNewsDetail, ({ session, query }) =>
    news.detail(session, query.newsId),
  );
};
