import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZPkHistoryEntry } from './pk';

export const ZGetPkHistoryRequest = ZPageQuery;
export type TGetPkHistoryRequest = z.infer<typeof ZGetPkHistoryRequest>;

export const ZGetPkHistoryResponse = zPage(ZPkHistoryEntry);
export type TGetPkHistoryResponse = z.infer<typeof ZGetPkHistoryResponse>;

/** The caller's finished matches, newest first. */
export const getPkHistory = defineEndpoint({
  method: 'GET',
  path: '/pk/history',
  access: 'member',
  summary: 'The learner’s PK history',
  query: ZGetPkHistoryRequest,
  response: ZGetPkHistoryResponse,
});
