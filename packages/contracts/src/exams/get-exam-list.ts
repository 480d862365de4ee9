import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZExamSummary } from './exam';

export const ZGetExamListRequest = ZPageQuery.extend({
  /** A classification's classifyCode; empty or absent: all exams. */
  classifyCode: z.string().max(64).optional(),
  /** Part of the paper name. */
  paperName: z.string().trim().max(100).optional(),
});
export type TGetExamListRequest = z.infer<typeof ZGetExamListRequest>;

export const ZGetExamListResponse = zPage(ZExamSummary);
export type TGetExamListResponse = z.infer<typeof ZGetExamListResponse>;

export const getExamList = defineEndpoint({
  method: 'GET',
  path: '/exam/list',
  access: 'member',
  summary: 'The exams the learner can see, newest first (spec §2 exam list)',
  query: ZGetExamListRequest,
  response: ZGetExamListResponse,
});
