import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZTitleSearch } from '../common/search';
import { ZNewsSummary } from './news-item';

export const ZGetNewsListRequest = ZPageQuery.extend({ title: ZTitleSearch });
export type TGetNewsListRequest = z.infer<typeof ZGetNewsListRequest>;

export const ZGetNewsListResponse = zPage(ZNewsSummary);
export type TGetNewsListResponse = z.infer<typeof ZGetNewsListResponse>;

export const getNewsList = defineEndpoint({
  method: 'GET',
  path: '/news/list',
  access: 'member',
  summary: 'The published news addressed to the learner, newest first',
  query: ZGetNewsListRequest,
  response: ZGetNewsListResponse,
});
