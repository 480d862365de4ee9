import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostPkChallengeAnswerRequest = z.object({ challengeId: ZId, accept: z.boolean() });
export type TPostPkChallengeAnswerRequest = z.infer<typeof ZPostPkChallengeAnswerRequest>;

export const ZPostPkChallengeAnswerResponse = z.object({ matchId: ZId.nullable() });
export type TPostPkChallengeAnswerResponse = z.infer<typeof ZPostPkChallengeAnswerResponse>;

/**
 * Accepts (the match starts for both) or declines a challenge sent to the caller. 309187 when it
 * is not pending any more (answered, cancelled, expired) or not the caller's; 309188 when either
 * learner is playing another match.
 */
export const postPkChallengeAnswer = defineEndpoint({
  method: 'POST',
  path: '/pk/challenge/answer',
  access: 'member',
  summary: 'Accept or decline a PK challenge',
  body: ZPostPkChallengeAnswerRequest,
  response: ZPostPkChallengeAnswerResponse,
});
