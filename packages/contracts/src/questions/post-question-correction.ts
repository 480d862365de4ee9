import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCorrectionKind } from './corrections';

export const ZPostQuestionCorrectionRequest = z.object({
  questionId: ZId,
  kind: ZCorrectionKind,
  /** What is wrong, in the learner's words: at most MAX_CORRECTION_LENGTH characters (309177). */
  text: z.string().trim().min(1),
});
export type TPostQuestionCorrectionRequest = z.infer<typeof ZPostQuestionCorrectionRequest>;

export const ZPostQuestionCorrectionResponse = z.object({ correctionId: ZId });
export type TPostQuestionCorrectionResponse = z.infer<typeof ZPostQuestionCorrectionResponse>;

/** Reports an error in a question the learner may see; 300402 for any other question. */
export const postQuestionCorrection = defineEndpoint({
  method: 'POST',
  path: '/questions/correction',
  access: 'member',
  summary: 'Report an error in a question',
  body: ZPostQuestionCorrectionRequest,
  response: ZPostQuestionCorrectionResponse,
});
