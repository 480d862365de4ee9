import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCheckInPlanSummary } from './check-in';

export const ZGetCheckInPlansRequest = z.object({});
export const ZGetCheckInPlansResponse = z.object({ list: z.array(ZCheckInPlanSummary) });
export type TGetCheckInPlansResponse = z.infer<typeof ZGetCheckInPlansResponse>;

/** Spec §2 /clock: the tenant's check-in plans, each with the learner's today and streak. */
export const getCheckInPlans = defineEndpoint({
  method: 'GET',
  path: '/clock/list',
  access: 'member',
  summary: "The tenant's check-in plans with the learner's today and streak",
  query: ZGetCheckInPlansRequest,
  response: ZGetCheckInPlansResponse,
});
