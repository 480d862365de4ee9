import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZDailyRequest, ZDailyResult, ZDayKey } from './daily-practice';

export const ZGetDailyPracticeResultRequest = ZDailyRequest.extend({
  /** Today when absent. */
  day: ZDayKey.optional(),
});
export type TGetDailyPracticeResultRequest = z.infer<typeof ZGetDailyPracticeResultRequest>;

export const ZGetDailyPracticeResultResponse = ZDailyResult;
export type TGetDailyPracticeResultResponse = z.infer<typeof ZGetDailyPracticeResultResponse>;

/** Spec §2 /daily/finish: a finished day's score, time and credits; 300213 when not finished. */
export const getDailyPracticeResult = defineEndpoint({
  method: 'GET',
  path: '/daily/exercise/result',
  access: 'member',
  summary: "A finished day's result of a daily practice",
  query: ZGetDailyPracticeResultRequest,
  response: ZGetDailyPracticeResultResponse,
});
