import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZPracticeTaskSummary } from './practice';

export const ZGetPracticeListRequest = ZPageQuery.extend({
  /** A classification and everything under it; absent or '': all. */
  classifyPath: z.string().max(1024).optional(),
  /** Part of the task's name. */
  keyword: z.string().max(128).optional(),
  /** 'true': only the learner's own banks (practised or added). */
  mine: z.enum(['true', 'false']).optional(),
});
export type TGetPracticeListRequest = z.infer<typeof ZGetPracticeListRequest>;

export const ZGetPracticeListResponse = zPage(ZPracticeTaskSummary);
export type TGetPracticeListResponse = z.infer<typeof ZGetPracticeListResponse>;

export const getPracticeList = defineEndpoint({
  method: 'GET',
  path: '/exercise/list',
  access: 'member',
  summary: 'Question banks and practice tasks, by classification and name, or the learner’s own',
  query: ZGetPracticeListRequest,
  response: ZGetPracticeListResponse,
});
