import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetLearningMapClassifyRequest = z.object({});
/** One root, 'My classification', holding the tenant's learning-map classifications (spec §2). */
export const ZGetLearningMapClassifyResponse = z.array(ZClassifyNode);
export type TGetLearningMapClassifyResponse = z.infer<typeof ZGetLearningMapClassifyResponse>;

export const getLearningMapClassify = defineEndpoint({
  method: 'GET',
  path: '/learn/map/classify',
  access: 'member',
  summary: 'The learning-map classification list',
  query: ZGetLearningMapClassifyRequest,
  response: ZGetLearningMapClassifyResponse,
});
