import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZDailyRequest, ZDailyResult } from './daily-practice';

export const ZPostFinishDailyPracticeRequest = ZDailyRequest;
export const ZPostFinishDailyPracticeResponse = ZDailyResult;
export type TPostFinishDailyPracticeResponse = z.infer<typeof ZPostFinishDailyPracticeResponse>;

/**
 * Finishes today's practice: every question must be answered (309150 with the number left),
 * then the day is scored and its credits awarded, once. 303102 when none is in progress.
 */
export const postFinishDailyPractice = defineEndpoint({
  method: 'POST',
  path: '/daily/exercise/finish',
  access: 'member',
  summary: "Finish today's daily practice and earn its credits",
  body: ZPostFinishDailyPracticeRequest,
  response: ZPostFinishDailyPracticeResponse,
});
