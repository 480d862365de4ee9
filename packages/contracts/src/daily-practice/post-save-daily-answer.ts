import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZJudgedDailyAnswer } from './daily-practice';

export const ZPostSaveDailyAnswerRequest = z.object({
  dailyId: ZId,
  questionId: ZId,
  /** The day's sequence number for this save, increasing with every answer, as on exam sheets. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  answer: ZAnswer,
});
export type TPostSaveDailyAnswerRequest = z.infer<typeof ZPostSaveDailyAnswerRequest>;

export const ZPostSaveDailyAnswerResponse = ZJudgedDailyAnswer.extend({
  answeredCount: z.number().int().nonnegative(),
  serverTime: ZEpochMillis,
});
export type TPostSaveDailyAnswerResponse = z.infer<typeof ZPostSaveDailyAnswerResponse>;

/**
 * Saves and judges one answer of today's practice, once per question: the same save again
 * answers the same judgement; another save of a judged question is refused with 300407. 303102
 * when no daily practice is in progress today (not started, or finished).
 */
export const postSaveDailyAnswer = defineEndpoint({
  method: 'POST',
  path: '/daily/exercise/saveAnswer',
  access: 'member',
  summary: "Save and judge one answer of today's daily practice",
  body: ZPostSaveDailyAnswerRequest,
  response: ZPostSaveDailyAnswerResponse,
});
