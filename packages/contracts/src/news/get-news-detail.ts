import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZNewsItem } from './news-item';

export const ZGetNewsDetailRequest = z.object({ newsId: ZId });
export type TGetNewsDetailRequest = z.infer<typeof ZGetNewsDetailRequest>;

export const ZGetNewsDetailResponse = ZNewsItem;
export type TGetNewsDetailResponse = z.infer<typeof ZGetNewsDetailResponse>;

/** A news item not yet published, not addressed to the learner or of another tenant answers 300213. */
export const getNewsDetail = defineEndpoint({
  method: 'GET',
  path: '/news/detail',
  access: 'member',
  summary: 'One news item with its content and attachments',
  query: ZGetNewsDetailRequest,
  response: ZGetNewsDetailResponse,
});
