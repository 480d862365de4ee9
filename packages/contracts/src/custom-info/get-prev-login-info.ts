import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const ZGetPrevLoginInfoRequest = z.object({});
/** Spec §7: true when the member still has to supply the supplementary info. */
export const ZGetPrevLoginInfoResponse = z.boolean();
export type TGetPrevLoginInfoResponse = z.infer<typeof ZGetPrevLoginInfoResponse>;

export const getPrevLoginInfo = defineEndpoint({
  method: 'GET',
  path: '/login/user/prev/login/info',
  access: 'member',
  summary:
    'Whether the learner must supply the supplementary info (an organisation at the last level, every required field) first',
  query: ZGetPrevLoginInfoRequest,
  response: ZGetPrevLoginInfoResponse,
});
