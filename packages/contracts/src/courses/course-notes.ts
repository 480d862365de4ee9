import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/** The longest course note and comment. */
export const MAX_COURSE_NOTE_LENGTH = 2000;
export const MAX_COURSE_COMMENT_LENGTH = 500;

/** Spec §3 note on a courseware: public or private, tagged by page or by time point. */
export const ZCourseNote = z.object({
  noteId: ZId,
  courseId: ZId,
  coursewareId: ZId,
  coursewareName: z.string(),
  content: z.string(),
  isPublic: z.boolean(),
  /** The page (documents) or second (media) it is tagged with. */
  at: z.number().int().nonnegative(),
  /** The author's name; notes of others are public ones. */
  authorName: z.string(),
  mine: z.boolean(),
  createdAt: ZEpochMillis,
});
export type TCourseNote = z.infer<typeof ZCourseNote>;
