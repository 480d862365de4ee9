import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPkOpponent } from './pk';

export const ZGetPkOpponentsRequest = z.object({
  keyword: z.string().trim().max(64).optional(),
});
export type TGetPkOpponentsRequest = z.infer<typeof ZGetPkOpponentsRequest>;

export const ZGetPkOpponentsResponse = z.object({ list: z.array(ZPkOpponent) });
export type TGetPkOpponentsResponse = z.infer<typeof ZGetPkOpponentsResponse>;

/** Up to 20 learners of the caller's tenant to challenge, by name or account; never the caller. */
export const getPkOpponents = defineEndpoint({
  method: 'GET',
  path: '/pk/opponents',
  access: 'member',
  summary: 'Learners of the tenant the caller may challenge',
  query: ZGetPkOpponentsRequest,
  response: ZGetPkOpponentsResponse,
});
