import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZAnswerScore, ZMarkedSheet } from './marking';

export const ZPostGradeOwnAnswerRequest = ZAnswerScore;
export type TPostGradeOwnAnswerRequest = z.infer<typeof ZPostGradeOwnAnswerRequest>;

export const ZPostGradeOwnAnswerResponse = ZMarkedSheet;
export type TPostGradeOwnAnswerResponse = z.infer<typeof ZPostGradeOwnAnswerResponse>;

/**
 * The learner scores one of their subjective answers (spec §4 self-grading). Codes as
 * `getSelfGrading`, plus 300211 `score` above the question's score, and 300318 when the answer
 * was scored already.
 */
export const postGradeOwnAnswer = defineEndpoint({
  method: 'POST',
  path: '/exam/gradeOwnAnswer',
  access: 'member',
  summary: 'Score one of your own subjective answers',
  body: ZPostGradeOwnAnswerRequest,
  response: ZPostGradeOwnAnswerResponse,
});
