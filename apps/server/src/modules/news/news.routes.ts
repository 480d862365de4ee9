import type { FastifyInstance } from 'fastify';
import { getNewsDetail } from '@lectern/contracts/news/get-news-detail';
import { getNewsList } from '@lectern/contracts/news/get-news-list';
import type { AppDeps } from '../../platform/app-deps';
import { registerEndpoint } from '../../platform/http/endpoint-route';
import { newsService } from './news.service';

export const registerNewsRoutes = (api: FastifyInstance, deps: AppDeps) => {
  const news = newsService(deps.db);
  registerEndpoint(api, deps.guards, getNewsList, ({ session, query }) =>
    news.list(session, query),
  );
  registerEndpoint(api, deps.guards, getNewsDetail, ({ session, query }) =>
    news.detail(session, query.newsId),
  );
};
