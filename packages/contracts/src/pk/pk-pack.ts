import { z } from 'zod';
import { ZPackCode } from '../common/pack-audience';

/**
 * PK quizzes of a content pack (issue 22 point 6): each draws its matches' questions from the
 * choice and true/false questions of some practice tasks.
 */
export const ZPackPkQuiz = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  /** Codes of the pack's practiceTasks whose questions make the pool. */
  practiceTasks: z.array(ZPackCode).min(1).max(50),
  questionsPerMatch: z.number().int().min(1).max(50).default(5),
  secondsPerQuestion: z.number().int().min(5).max(300).default(20),
  credits: z
    .object({
      win: z.number().int().min(0).max(10_000),
      draw: z.number().int().min(0).max(10_000),
      loss: z.number().int().min(0).max(10_000),
    })
    .default({ win: 10, draw: 5, loss: 1 }),
});
export type TPackPkQuiz = z.infer<typeof ZPackPkQuiz>;
