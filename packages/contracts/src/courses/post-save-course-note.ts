import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCourseNote } from './course-notes';

export const ZPostSaveCourseNoteRequest = z.object({
  coursewareId: ZId,
  /** Absent: a new note; present: the learner's note to edit. */
  noteId: ZId.optional(),
  /** At most MAX_COURSE_NOTE_LENGTH characters (309192). */
  content: z.string().trim().min(1),
  isPublic: z.boolean(),
  at: z.number().int().nonnegative().max(1_000_000),
});
export type TPostSaveCourseNoteRequest = z.infer<typeof ZPostSaveCourseNoteRequest>;

/** Writes or edits one of the learner's notes. 300502, 309192, 309193. */
export const postSaveCourseNote = defineEndpoint({
  method: 'POST',
  path: '/course/note/save',
  access: 'member',
  summary: 'Write or edit a note on a courseware',
  body: ZPostSaveCourseNoteRequest,
  response: ZCourseNote,
});
