import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionNote } from './notes';

export const ZPostSaveQuestionNoteRequest = z.object({
  questionId: ZId,
  /** At most MAX_NOTE_LENGTH characters (309175). */
  content: z.string().trim().min(1),
  isPublic: z.boolean(),
});
export type TPostSaveQuestionNoteRequest = z.infer<typeof ZPostSaveQuestionNoteRequest>;

export const ZPostSaveQuestionNoteResponse = ZQuestionNote;
export type TPostSaveQuestionNoteResponse = z.infer<typeof ZPostSaveQuestionNoteResponse>;

/**
 * Writes the learner's note on a question they may see, or replaces it (one note a question).
 * 300402 for any other question, 309175 when it is too long.
 */
export const postSaveQuestionNote = defineEndpoint({
  method: 'POST',
  path: '/notes/saveQuestion',
  access: 'member',
  summary: 'Write or edit the learner’s note on a question',
  body: ZPostSaveQuestionNoteRequest,
  response: ZPostSaveQuestionNoteResponse,
});
