import { z } from 'zod';
import { ZId } from '../common/primitives';

/** Spec §1 practice modes: answer mode judges each answer; recite mode shows the key with the question. */
export const PracticeMode = { ANSWER: 'answer', RECITE: 'recite' } as const;
export const ZPracticeMode = z.enum([PracticeMode.ANSWER, PracticeMode.RECITE]);
export type TPracticeMode = z.infer<typeof ZPracticeMode>;

/** Each practice question is worth this much: a record's score is out of its question count. */
export const PRACTICE_QUESTION_SCORE = 1;

/**
 * Spec §3 'Question bank / exercise': name, category, level, progress, correct rate, time span,
 * cost and total questions, with the knowledge points it covers, for one learner.
 */
export const ZPracticeTaskSummary = z.object({
  taskId: ZId,
  name: z.string(),
  classifyName: z.string().nullable(),
  classifyPath: z.string().nullable(),
  level: z.number().int().nonnegative(),
  /** Knowledge points the task covers. */
  points: z.array(z.string()),
  /** Price in yuan; 0: free. */
  cost: z.number().nonnegative(),
  /** A paid task the learner has not paid for cannot be practised (300408). */
  payCompleted: z.boolean(),
  questionCount: z.number().int().nonnegative(),
  /** Questions answered in the current round. */
  answeredCount: z.number().int().nonnegative(),
  /** Percent of the answered questions judged right in the current round, 2 decimals. */
  correctRate: z.number().min(0).max(100),
  /** From entering the current round to its last answer. */
  timeSpentMs: z.number().int().nonnegative(),
  /** In the learner's 'my question banks': practised or added. */
  mine: z.boolean(),
});
export type TPracticeTaskSummary = z.infer<typeof ZPracticeTaskSummary>;

export const ZTaskRequest = z.object({ taskId: ZId });
