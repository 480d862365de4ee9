import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetPracticeClassifyRequest = z.object({});
/** One root, 'My classification', holding the tenant's question-bank classifications (spec §3). */
export const ZGetPracticeClassifyResponse = z.array(ZClassifyNode);
export type TGetPracticeClassifyResponse = z.infer<typeof ZGetPracticeClassifyResponse>;

export const getPracticeClassify = defineEndpoint({
  method: 'GET',
  path: '/exercise/list/classify',
  access: 'member',
  summary: 'The question-bank classification tree for the practice list filter',
  query: ZGetPracticeClassifyRequest,
  response: ZGetPracticeClassifyResponse,
});
