import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswerMark, ZAnswerToMark } from './marking';

export const ZGetSelfGradingRequest = z.object({ answerSheetId: ZId });
export type TGetSelfGradingRequest = z.infer<typeof ZGetSelfGradingRequest>;

export const ZSelfGradedAnswer = ZAnswerToMark.extend({
  /** The learner's own score, once given; a score cannot be changed. */
  mark: ZAnswerMark.nullable(),
});
export type TSelfGradedAnswer = z.infer<typeof ZSelfGradedAnswer>;

export const ZGetSelfGradingResponse = z.object({
  answerSheetId: ZId,
  paperName: z.string(),
  /** Self-grading closes then (spec §9: 30 minutes after the sheet ends). */
  until: ZEpochMillis,
  questions: z.array(ZSelfGradedAnswer),
});
export type TGetSelfGradingResponse = z.infer<typeof ZGetSelfGradingResponse>;

/**
 * Spec §2 /exam/answer-grade-own: the learner's subjective answers with their reference answers.
 * Only the owner (300325); 300324 unknown sheet; 300318 when the paper does not allow it, the
 * window has closed or nothing waits for a score.
 */
export const getSelfGrading = defineEndpoint({
  method: 'GET',
  path: '/exam/selfGrading',
  access: 'member',
  summary: "A sheet's subjective answers the learner may score themselves",
  query: ZGetSelfGradingRequest,
  response: ZGetSelfGradingResponse,
});
