import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Spec §3 comment: content and a 1–5 star score; one per learner and course. */
export const ZCourseComment = z.object({
  commentId: ZId,
  content: z.string(),
  score: z.number().int().min(1).max(5),
  authorName: z.string(),
  mine: z.boolean(),
  createdAt: ZEpochMillis,
});
export type TCourseComment = z.infer<typeof ZCourseComment>;
