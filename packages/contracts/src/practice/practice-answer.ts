import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZGradeStatus } from '../questions/grade-status';

/**
 * A practice answer as the server judged it when it was saved: right or wrong (null when a person
 * would mark it: the learner compares with the key), with the key and the analysis.
 */
export const ZJudgedPracticeAnswer = z.object({
  questionId: ZId,
  /** The seq the answer was saved with. */
  seq: z.number().int().positive(),
  answer: ZAnswer,
  status: ZGradeStatus,
  correct: z.boolean().nullable(),
  key: ZAnswerKey,
  analysis: z.string().nullable(),
  savedAt: ZEpochMillis,
});
export type TJudgedPracticeAnswer = z.infer<typeof ZJudgedPracticeAnswer>;
