import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZAnswerScore, MAX_MARK_COMMENT_LENGTH, ZMarkedSheet } from './marking';

export const ZPostAdminMarkAnswerRequest = ZAnswerScore.extend({
  comment: z.string().trim().max(MAX_MARK_COMMENT_LENGTH).optional(),
});
export type TPostAdminMarkAnswerRequest = z.infer<typeof ZPostAdminMarkAnswerRequest>;

export const ZPostAdminMarkAnswerResponse = ZMarkedSheet;
export type TPostAdminMarkAnswerResponse = z.infer<typeof ZPostAdminMarkAnswerResponse>;

/**
 * A marker scores one answer, with a comment the learner reads in the answer detail. The last
 * score of a sheet judges it: result, rankings and an in-mail message follow. Codes: 300324
 * unknown sheet, 300402 question not on it, 309002 scored already (one score per answer, also
 * under concurrent marking), 309003 not waiting for a marker, 309004 score above the question's.
 */
export const postAdminMarkAnswer = defineEndpoint({
  method: 'POST',
  path: '/admin/exam/markAnswer',
  access: 'admin',
  summary: 'Score an answer waiting for a marker',
  body: ZPostAdminMarkAnswerRequest,
  response: ZPostAdminMarkAnswerResponse,
});
