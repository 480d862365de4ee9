import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZShareLink } from '../common/share-links';

export const ZGetMySharesRequest = ZPageQuery;
export type TGetMySharesRequest = z.infer<typeof ZGetMySharesRequest>;

export const ZGetMySharesResponse = zPage(ZShareLink);
export type TGetMySharesResponse = z.infer<typeof ZGetMySharesResponse>;

/** Spec §2 /personal/shareKnowledge: the learner's share links, newest first, with their opens. */
export const getMyShares = defineEndpoint({
  method: 'GET',
  path: '/share/mine',
  access: 'member',
  summary: "The learner's share links, newest first",
  query: ZGetMySharesRequest,
  response: ZGetMySharesResponse,
});
