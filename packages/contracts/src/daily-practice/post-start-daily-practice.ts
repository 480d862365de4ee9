import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZDailyQuestion, ZDailyRequest, ZDayKey, ZJudgedDailyAnswer } from './daily-practice';

export const ZPostStartDailyPracticeRequest = ZDailyRequest;

/**
 * The learner's day: the questions drawn for them today (the same on every call of the day) and
 * the answers saved so far, so a reload or another device continues. Saves continue above
 * `lastSeq`.
 */
export const ZPostStartDailyPracticeResponse = z.object({
  dailyId: ZId,
  name: z.string(),
  day: ZDayKey,
  questions: z.array(ZDailyQuestion),
  answers: z.array(ZJudgedDailyAnswer),
  lastSeq: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
  serverTime: ZEpochMillis,
});
export type TPostStartDailyPracticeResponse = z.infer<typeof ZPostStartDailyPracticeResponse>;

/**
 * Starts (or continues) today's practice. 309180 when the tenant has no such daily practice,
 * 309181 when today is outside its dates, 309182 when today's is finished.
 */
export const postStartDailyPractice = defineEndpoint({
  method: 'POST',
  path: '/daily/exercise/start',
  access: 'member',
  summary: "Start or continue today's daily practice",
  body: ZPostStartDailyPracticeRequest,
  response: ZPostStartDailyPracticeResponse,
});
