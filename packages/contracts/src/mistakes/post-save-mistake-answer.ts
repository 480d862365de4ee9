import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZGradeStatus } from '../questions/grade-status';
import { ZMistakeSetRef } from './mistakes';

export const ZPostSaveMistakeAnswerRequest = ZMistakeSetRef.extend({
  questionId: ZId,
  /**
   * The learner's sequence number for this answer, unique per learner: the same save again
   * answers what it was judged; a seq used for another question is refused (300407).
   */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  answer: ZAnswer,
});
export type TPostSaveMistakeAnswerRequest = z.infer<typeof ZPostSaveMistakeAnswerRequest>;

export const ZPostSaveMistakeAnswerResponse = z.object({
  questionId: ZId,
  seq: z.number().int().positive(),
  status: ZGradeStatus,
  /** Right or wrong; null when a person would mark it (the learner compares with the key). */
  correct: z.boolean().nullable(),
  key: ZAnswerKey,
  analysis: z.string().nullable(),
  wrongCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  /** The answer reached the auto-removal count: the question left its set (spec §4). */
  removed: z.boolean(),
  serverTime: ZEpochMillis,
});
export type TPostSaveMistakeAnswerResponse = z.infer<typeof ZPostSaveMistakeAnswerResponse>;

/**
 * Judges an answer while practising a mistake set. A right answer counts towards the set's
 * correct count and, with auto-removal on, removes the question at exactly N; a wrong one counts
 * as wrong again. 300403: the question is not in the set; 300405: empty answer.
 */
export const postSaveMistakeAnswer = defineEndpoint({
  method: 'POST',
  path: '/mistakes/saveAnswer',
  access: 'member',
  summary: 'Judge an answer while practising a mistake set',
  body: ZPostSaveMistakeAnswerRequest,
  response: ZPostSaveMistakeAnswerResponse,
});
