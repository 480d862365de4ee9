import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZGetAnswerSheetResponse } from './get-answer-sheet';

export const ZPostStartExamRequest = z.object({
  paperId: ZId,
  /** true: resume the sheet being answered instead of answering 300333. */
  continueExam: z.boolean().default(false),
});
export type TPostStartExamRequest = z.infer<typeof ZPostStartExamRequest>;

/**
 * The sheet started or continued, as GET /exam/answerSheet reads it: the answering screen opens
 * on it without a second round trip.
 */
export const ZPostStartExamResponse = ZGetAnswerSheetResponse;
export type TPostStartExamResponse = z.infer<typeof ZPostStartExamResponse>;

/**
 * Starts an attempt: questions are drawn and ordered once and kept with the sheet. With a sheet
 * already being answered it answers 300333 (click continue) unless `continueExam` is set.
 */
export const postStartExam = defineEndpoint({
  method: 'POST',
  path: '/exam/start',
  access: 'member',
  summary: 'Start or continue an exam attempt',
  body: ZPostStartExamRequest,
  response: ZPostStartExamResponse,
});
