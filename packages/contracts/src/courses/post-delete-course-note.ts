import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostDeleteCourseNoteRequest = z.object({ noteId: ZId });

/** Deletes one of the learner's notes. 309193 when it is not theirs. */
export const postDeleteCourseNote = defineEndpoint({
  method: 'POST',
  path: '/course/note/delete',
  access: 'member',
  summary: 'Delete a note on a courseware',
  body: ZPostDeleteCourseNoteRequest,
  response: z.object({ deleted: z.literal(true) }),
});
