import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMapDetail, ZMapRequest } from './learning-maps';
import { ZMenteeRequest } from './get-mentee-maps';

export const ZGetMenteeMapDetailRequest = ZMenteeRequest.extend(ZMapRequest.shape);
export const ZGetMenteeMapDetailResponse = ZMapDetail;
export type TGetMenteeMapDetailResponse = z.infer<typeof ZGetMenteeMapDetailResponse>;

/** One of a mentee's maps as the mentee sees it, for their mentor only (309242, 309240). */
export const getMenteeMapDetail = defineEndpoint({
  method: 'GET',
  path: '/learn/map/member/detail',
  access: 'member',
  summary: 'One of a mentee’s learning maps with their progress, for their mentor',
  query: ZGetMenteeMapDetailRequest,
  response: ZGetMenteeMapDetailResponse,
});
