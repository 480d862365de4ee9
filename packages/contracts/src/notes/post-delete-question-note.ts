import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostDeleteQuestionNoteRequest = z.object({ questionId: ZId });
export const ZPostDeleteQuestionNoteResponse = z.object({ questionId: ZId });

/** Deletes the learner's note on a question; 309176 when they have none. */
export const postDeleteQuestionNote = defineEndpoint({
  method: 'POST',
  path: '/notes/deleteQuestion',
  access: 'member',
  summary: 'Delete the learner’s note on a question',
  body: ZPostDeleteQuestionNoteRequest,
  response: ZPostDeleteQuestionNoteResponse,
});
