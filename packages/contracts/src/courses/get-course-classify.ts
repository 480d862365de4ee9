import { z } from 'zod';
import { ZClassifyNode } from '../common/classify-node';
import { defineEndpoint } from '../common/endpoint';

export const ZGetCourseClassifyRequest = z.object({});
/** One root, 'My classification', holding the tenant's course classifications (spec §3). */
export const ZGetCourseClassifyResponse = z.array(ZClassifyNode);
export type TGetCourseClassifyResponse = z.infer<typeof ZGetCourseClassifyResponse>;

export const getCourseClassify = defineEndpoint({
  method: 'GET',
  path: '/course/classify',
  access: 'member',
  summary: 'The course classification tree for the catalogue filter',
  query: ZGetCourseClassifyRequest,
  response: ZGetCourseClassifyResponse,
});
