import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis } from '../common/primitives';
import { ZCheckInPlanRequest } from './check-in';

export const ZPostJoinCheckInRequest = ZCheckInPlanRequest;
export const ZPostJoinCheckInResponse = z.object({ joinedAt: ZEpochMillis });
export type TPostJoinCheckInResponse = z.infer<typeof ZPostJoinCheckInResponse>;

/**
 * Spec §2 /clock/join: joins the plan, once (joining again answers the first joining). 309221
 * when its period is over.
 */
export const postJoinCheckIn = defineEndpoint({
  method: 'POST',
  path: '/clock/join',
  access: 'member',
  summary: 'Join a check-in plan',
  body: ZPostJoinCheckInRequest,
  response: ZPostJoinCheckInResponse,
});
