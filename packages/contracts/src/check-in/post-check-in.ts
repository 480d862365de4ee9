import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZCheckInDay, ZCheckInResult } from './check-in';

/** Most tasks and answers one check-in carries. */
export const MAX_CHECK_IN_ITEMS = 200;

export const ZPostCheckInRequest = z.object({
  planId: ZId,
  day: ZCheckInDay,
  /** The read and watch tasks the learner did. */
  doneTaskIds: z.array(z.string().max(32)).max(MAX_CHECK_IN_ITEMS),
  /** An answer to every question of the day's answer tasks. */
  answers: z.array(z.object({ questionId: ZId, answer: ZAnswer })).max(MAX_CHECK_IN_ITEMS),
});
export type TPostCheckInRequest = z.infer<typeof ZPostCheckInRequest>;

export const ZPostCheckInResponse = ZCheckInResult;
export type TPostCheckInResponse = z.infer<typeof ZPostCheckInResponse>;

/**
 * Checks in a day (today, or a missed day as a make-up): every read and watch task done (309225)
 * and every question answered (309226), then the answers are judged and the credits awarded.
 * Once per learner, plan and day: submitting again answers the first check-in, its credits
 * unchanged.
 */
export const postCheckIn = defineEndpoint({
  method: 'POST',
  path: '/clock/checkIn',
  access: 'member',
  summary: 'Check in a day of a check-in plan and earn its credits',
  body: ZPostCheckInRequest,
  response: ZPostCheckInResponse,
});
