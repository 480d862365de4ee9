import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetPaperClassifyListRequest = z.object({});
/** One root, 'My classification', holding the tenant's paper classifications (spec §3). */
export const ZGetPaperClassifyListResponse = z.array(ZClassifyNode);
export type TGetPaperClassifyListResponse = z.infer<typeof ZGetPaperClassifyListResponse>;

export const getPaperClassifyList = defineEndpoint({
  method: 'GET',
  path: '/exam/paperClassifyList',
  access: 'member',
  summary: 'The paper classification tree for the exam list filter',
  query: ZGetPaperClassifyListRequest,
  response: ZGetPaperClassifyListResponse,
});
