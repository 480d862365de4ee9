import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostPkChallengeCancelRequest = z.object({ challengeId: ZId });

export const ZPostPkChallengeCancelResponse = z.object({ cancelled: z.boolean() });

/** Withdraws a challenge the caller sent; false when it was no longer pending. */
export const postPkChallengeCancel = defineEndpoint({
  method: 'POST',
  path: '/pk/challenge/cancel',
  access: 'member',
  summary: 'Withdraw a PK challenge',
  body: ZPostPkChallengeCancelRequest,
  response: ZPostPkChallengeCancelResponse,
});
