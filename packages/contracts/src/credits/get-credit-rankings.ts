import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCreditRankingRow } from './credits';

export const ZGetCreditRankingsRequest = z.object({});
export type TGetCreditRankingsRequest = z.infer<typeof ZGetCreditRankingsRequest>;

export const ZGetCreditRankingsResponse = z.object({
  /** The first CREDIT_RANKING_SIZE learners with credit entries, most credits first. */
  list: z.array(ZCreditRankingRow),
  /** The caller's own row, ranked among them (with 0 when they have earned nothing yet). */
  mine: ZCreditRankingRow,
});
export type TGetCreditRankingsResponse = z.infer<typeof ZGetCreditRankingsResponse>;

/** Spec §2 /personal/credit/rankings: the tenant's learners by total credit. */
export const getCreditRankings = defineEndpoint({
  method: 'GET',
  path: '/credit/rankings',
  access: 'member',
  summary: "The tenant's learners ranked by total credit, with the caller's own place",
  query: ZGetCreditRankingsRequest,
  response: ZGetCreditRankingsResponse,
});
