import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostPkJoinRequest = z.object({ quizId: ZId });
export type TPostPkJoinRequest = z.infer<typeof ZPostPkJoinRequest>;

export const ZPostPkJoinResponse = z.object({
  /** The match made at once with a waiting learner (or the caller's running one); null: waiting. */
  matchId: ZId.nullable(),
});
export type TPostPkJoinResponse = z.infer<typeof ZPostPkJoinResponse>;

/**
 * Joins the quiz's matching queue: two waiting learners of the tenant are paired, exactly two per
 * match. A learner waits in one quiz at a time; 309185 for an unknown quiz.
 */
export const postPkJoin = defineEndpoint({
  method: 'POST',
  path: '/pk/queue/join',
  access: 'member',
  summary: 'Join a PK quiz’s matching queue',
  body: ZPostPkJoinRequest,
  response: ZPostPkJoinResponse,
});
