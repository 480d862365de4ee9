import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMapSummary } from './learning-maps';

export const ZMenteeRequest = z.object({ memberId: z.string().min(1).max(64) });

export const ZGetMenteeMapsRequest = ZMenteeRequest;
export const ZGetMenteeMapsResponse = z.object({
  mentee: z.object({
    memberId: z.string(),
    nickName: z.string(),
    userCode: z.string(),
    avatar: z.string().nullable(),
  }),
  maps: z.array(ZMapSummary),
});
export type TGetMenteeMapsResponse = z.infer<typeof ZGetMenteeMapsResponse>;

/**
 * Spec §2 /personal/map-emp-detail: a mentee's maps and progress, for their mentor only (309242
 * for anyone else, the same as an unknown member).
 */
export const getMenteeMaps = defineEndpoint({
  method: 'GET',
  path: '/learn/map/member/list',
  access: 'member',
  summary: 'A mentee’s learning maps and progress, for their mentor',
  query: ZGetMenteeMapsRequest,
  response: ZGetMenteeMapsResponse,
});
