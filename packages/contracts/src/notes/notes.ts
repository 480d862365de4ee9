import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Characters of a note (spec §3 Note: content); longer answers 309175 with the limit. Long enough
 * for a worked explanation, short enough to list a question's public notes (decision 0057).
 */
export const MAX_NOTE_LENGTH = 2000;

/** The learner's own note on a question. */
export const ZQuestionNote = z.object({
  noteId: ZId,
  questionId: ZId,
  content: z.string(),
  /** Public notes show to every learner who sees the question, with the author's name. */
  isPublic: z.boolean(),
  createTime: ZEpochMillis,
  updateTime: ZEpochMillis,
});
export type TQuestionNote = z.infer<typeof ZQuestionNote>;

/** Another learner's public note on a question. */
export const ZPublicNote = z.object({
  noteId: ZId,
  content: z.string(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  updateTime: ZEpochMillis,
});
export type TPublicNote = z.infer<typeof ZPublicNote>;
