import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZTrainingProgrammeSummary } from './new-employee-training';

export const ZGetNewMemberTrainListRequest = ZPageQuery.extend({
  /** A classification and everything under it; absent or '': all. */
  classifyPath: z.string().max(1024).optional(),
  /** Part of the programme's name. */
  keyword: z.string().max(128).optional(),
});
export type TGetNewMemberTrainListRequest = z.infer<typeof ZGetNewMemberTrainListRequest>;

export const ZGetNewMemberTrainListResponse = zPage(ZTrainingProgrammeSummary);
export type TGetNewMemberTrainListResponse = z.infer<typeof ZGetNewMemberTrainListResponse>;

/** The programmes the learner is invited to, most recently invited first. */
export const getNewMemberTrainList = defineEndpoint({
  method: 'GET',
  path: '/newMemberTrain/list',
  access: 'member',
  summary: 'The new-employee training programmes the learner is invited to',
  query: ZGetNewMemberTrainListRequest,
  response: ZGetNewMemberTrainListResponse,
});
