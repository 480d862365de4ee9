import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZSheetPause } from './post-pause-answer-sheet';

export const ZPostResumeAnswerSheetRequest = z.object({ answerSheetId: ZId });
export type TPostResumeAnswerSheetRequest = z.infer<typeof ZPostResumeAnswerSheetRequest>;

/**
 * Ends a sheet's pause: the deadline moves by the time actually paused. Resuming a running sheet
 * answers where it stands.
 */
export const postResumeAnswerSheet = defineEndpoint({
  method: 'POST',
  path: '/exam/resume',
  access: 'member',
  summary: 'Resume a paused answer sheet',
  body: ZPostResumeAnswerSheetRequest,
  response: ZSheetPause,
});
