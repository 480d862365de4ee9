import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZTitleSearch } from '../common/search';
import { ZNoticeSummary } from './notice';

export const ZGetNoticeListRequest = ZPageQuery.extend({ title: ZTitleSearch });
export type TGetNoticeListRequest = z.infer<typeof ZGetNoticeListRequest>;

export const ZGetNoticeListResponse = zPage(ZNoticeSummary);
export type TGetNoticeListResponse = z.infer<typeof ZGetNoticeListResponse>;

export const getNoticeList = defineEndpoint({
  method: 'GET',
  path: '/notice/list',
  access: 'member',
  summary: 'The published notices addressed to the learner, newest first',
  query: ZGetNoticeListRequest,
  response: ZGetNoticeListResponse,
});
