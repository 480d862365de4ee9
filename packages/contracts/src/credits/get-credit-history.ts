import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZCreditHistoryEntry } from './credits';

export const ZGetCreditHistoryRequest = ZPageQuery;
export type TGetCreditHistoryRequest = z.infer<typeof ZGetCreditHistoryRequest>;

export const ZGetCreditHistoryResponse = zPage(ZCreditHistoryEntry).extend({
  /** Spec §3 total credit: the sum of every entry. */
  totalCredit: z.number().int(),
});
export type TGetCreditHistoryResponse = z.infer<typeof ZGetCreditHistoryResponse>;

/** Spec §2 /personal/credit: the learner's credit history, newest first, and their total. */
export const getCreditHistory = defineEndpoint({
  method: 'GET',
  path: '/credit/history',
  access: 'member',
  summary: 'The learner’s credit history, newest first, with their total credit',
  query: ZGetCreditHistoryRequest,
  response: ZGetCreditHistoryResponse,
});
