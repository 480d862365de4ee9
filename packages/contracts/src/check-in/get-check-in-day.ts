import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCheckInDay, ZCheckInResult, ZCheckInTask } from './check-in';

export const ZGetCheckInDayRequest = z.object({
  planId: ZId,
  /** The day to check in; today when absent. An earlier day is a make-up. */
  day: ZCheckInDay.optional(),
});
export type TGetCheckInDayRequest = z.infer<typeof ZGetCheckInDayRequest>;

export const ZGetCheckInDayResponse = z.object({
  planId: ZId,
  name: z.string(),
  day: ZCheckInDay,
  makeUp: z.boolean(),
  /** Credits checking in this day earns. */
  credits: z.number().int().nonnegative(),
  tasks: z.array(ZCheckInTask),
  /** The day's check-in when it is done already. */
  checkIn: ZCheckInResult.nullable(),
});
export type TGetCheckInDayResponse = z.infer<typeof ZGetCheckInDayResponse>;

/**
 * Spec §2 /clock/exercise: the day's tasks (a text to read, a video to watch, questions to
 * answer). 309222 before joining, 309223 for a day outside the period or after today, 309224
 * for a missed day when no make-up is left.
 */
export const getCheckInDay = defineEndpoint({
  method: 'GET',
  path: '/clock/exercise',
  access: 'member',
  summary: "A day's check-in tasks",
  query: ZGetCheckInDayRequest,
  response: ZGetCheckInDayResponse,
});
