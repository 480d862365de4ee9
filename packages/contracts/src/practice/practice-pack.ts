import { z } from 'zod';
import { ZPackCode } from '../common/pack-audience';

/**
 * Practice tasks of a content pack (issue 22): each draws every question of some banks and/or
 * single questions, in that order, and sits in the question-bank classification tree.
 */
export const ZPackPracticeTask = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  /** A node of the pack's practiceClassifications; null: unclassified. */
  classifyCode: ZPackCode.nullable().default(null),
  level: z.number().int().min(0).max(10).default(0),
  /** The knowledge points it covers. */
  points: z.array(z.string().min(1).max(64)).max(50).default([]),
  /** Price in yuan; 0: free. */
  cost: z.number().nonnegative().max(1_000_000).default(0),
  /** Every question of these banks. */
  banks: z.array(ZPackCode).default([]),
  /** And these single questions. */
  questions: z.array(z.object({ bank: ZPackCode, question: ZPackCode })).default([]),
});
export type TPackPracticeTask = z.infer<typeof ZPackPracticeTask>;
