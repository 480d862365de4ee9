import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZJudgedPracticeAnswer } from './practice-answer';

export const ZPostSavePracticeAnswerRequest = z.object({
  taskId: ZId,
  questionId: ZId,
  /**
   * The round's sequence number for this save, increasing with every answer the learner gives,
   * as on exam sheets: a save at or below a finished or reset round's last seq is stale (300407).
   */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  answer: ZAnswer,
});
export type TPostSavePracticeAnswerRequest = z.infer<typeof ZPostSavePracticeAnswerRequest>;

export const ZPostSavePracticeAnswerResponse = ZJudgedPracticeAnswer.extend({
  answeredCount: z.number().int().nonnegative(),
  serverTime: ZEpochMillis,
});
export type TPostSavePracticeAnswerResponse = z.infer<typeof ZPostSavePracticeAnswerResponse>;

/**
 * Saves and judges one answer durably. A question is judged once per round: the same save again
 * answers the same judgement (idempotent); another save of a judged question, or a stale seq,
 * is refused with 300407 and changes nothing. An empty answer is refused with 300405.
 */
export const postSavePracticeAnswer = defineEndpoint({
  method: 'POST',
  path: '/exercise/saveAnswer',
  access: 'member',
  summary: 'Save and judge one practice answer',
  body: ZPostSavePracticeAnswerRequest,
  response: ZPostSavePracticeAnswerResponse,
});
