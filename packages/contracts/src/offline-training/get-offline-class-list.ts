import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZOfflineClassSummary } from './offline-training';

export const ZGetOfflineClassListResponse = z.object({ list: z.array(ZOfflineClassSummary) });
export type TGetOfflineClassListResponse = z.infer<typeof ZGetOfflineClassListResponse>;

/** The classes the learner attends or trains, soonest first, with their progress. */
export const getOfflineClassList = defineEndpoint({
  method: 'GET',
  path: '/offline/class/list',
  access: 'member',
  summary: 'The learner’s offline training classes',
  response: ZGetOfflineClassListResponse,
});
