import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import {
  ZCheckInPlanRequest,
  ZCheckInPlanSummary,
  ZCheckInProgress,
  ZCheckInTaskOutline,
} from './check-in';

export const ZGetCheckInPlanRequest = ZCheckInPlanRequest;
export const ZGetCheckInPlanResponse = ZCheckInPlanSummary.extend({
  /** The days' tasks in turn: day n of the period does `days[(n - 1) % days.length]`. */
  days: z.array(z.array(ZCheckInTaskOutline)),
  /** The learner's calendar and make-ups; null until they join. */
  progress: ZCheckInProgress.nullable(),
});
export type TGetCheckInPlanResponse = z.infer<typeof ZGetCheckInPlanResponse>;

/**
 * Spec §2 /clock/preview and /clock/detail: a plan's rules and tasks, and once joined the
 * learner's calendar, streak, days done and missed, and make-ups. 309220 when there is no such
 * plan in the learner's tenant.
 */
export const getCheckInPlan = defineEndpoint({
  method: 'GET',
  path: '/clock/detail',
  access: 'member',
  summary: "A check-in plan's rules and tasks with the learner's calendar",
  query: ZGetCheckInPlanRequest,
  response: ZGetCheckInPlanResponse,
});
