import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZPkChallenge } from './pk';

export const ZPostPkChallengeRequest = z.object({
  quizId: ZId,
  /** The learner's account (spec §3 userCode) in the caller's tenant. */
  toUserCode: z.string().trim().min(1).max(64),
});
export type TPostPkChallengeRequest = z.infer<typeof ZPostPkChallengeRequest>;

/**
 * Challenges a learner of the tenant to a quiz; they are told over the realtime channel and have
 * PK_CHALLENGE_TTL_MS to accept. 309185 unknown quiz; 309188 the learner cannot be challenged
 * (unknown, the caller, or playing a match).
 */
export const postPkChallenge = defineEndpoint({
  method: 'POST',
  path: '/pk/challenge',
  access: 'member',
  summary: 'Challenge a learner to a PK quiz',
  body: ZPostPkChallengeRequest,
  response: ZPkChallenge,
});
