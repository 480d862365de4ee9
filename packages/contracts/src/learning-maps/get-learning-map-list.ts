import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZMapSummary } from './learning-maps';

export const ZGetLearningMapListRequest = ZPageQuery.extend({
  /** A classification and everything under it; absent or '': all. */
  classifyPath: z.string().max(1024).optional(),
  /** Part of the map's name. */
  keyword: z.string().max(128).optional(),
});
export type TGetLearningMapListRequest = z.infer<typeof ZGetLearningMapListRequest>;

export const ZGetLearningMapListResponse = zPage(ZMapSummary);
export type TGetLearningMapListResponse = z.infer<typeof ZGetLearningMapListResponse>;

/** The maps the learner's audience reaches, by classification and name, with their progress. */
export const getLearningMapList = defineEndpoint({
  method: 'GET',
  path: '/learn/map/list',
  access: 'member',
  summary: 'Learning maps open to the learner, with their progress',
  query: ZGetLearningMapListRequest,
  response: ZGetLearningMapListResponse,
});
