import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZSheetState } from './exam';

export const ZPostSubmitAnswerSheetRequest = z.object({ answerSheetId: ZId });
export type TPostSubmitAnswerSheetRequest = z.infer<typeof ZPostSubmitAnswerSheetRequest>;

export const ZPostSubmitAnswerSheetResponse = z.object({
  answerSheetId: ZId,
  state: ZSheetState,
});
export type TPostSubmitAnswerSheetResponse = z.infer<typeof ZPostSubmitAnswerSheetResponse>;

/** Submits and grades a sheet. Idempotent: submitting a submitted sheet answers the same. */
export const postSubmitAnswerSheet = defineEndpoint({
  method: 'POST',
  path: '/exam/submit',
  access: 'member',
  summary: 'Submit an answer sheet',
  body: ZPostSubmitAnswerSheetRequest,
  response: ZPostSubmitAnswerSheetResponse,
});
