import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/** A finished round of a practice task (spec §2 /exam/exercise-record). */
export const ZPracticeRecord = z.object({
  recordId: ZId,
  taskId: ZId,
  taskName: z.string(),
  questionCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  /** Percent of the questions judged right, 2 decimals. */
  correctRate: z.number().min(0).max(100),
  /** Out of the question count, each question worth PRACTICE_QUESTION_SCORE, 2 decimals. */
  score: z.number().nonnegative(),
  timeSpentMs: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
  finishedAt: ZEpochMillis,
});
export type TPracticeRecord = z.infer<typeof ZPracticeRecord>;
