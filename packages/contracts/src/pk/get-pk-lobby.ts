import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZPkChallenge } from './pk';

export const ZGetPkLobbyResponse = z.object({
  /** The quiz the caller waits to be matched in, if any. */
  waiting: z.object({ quizId: ZId, since: ZEpochMillis }).nullable(),
  /** The caller's match being played, if any: the lobby sends them back to it. */
  activeMatchId: ZId.nullable(),
  incoming: z.array(ZPkChallenge),
  outgoing: z.array(ZPkChallenge),
  serverTime: ZEpochMillis,
});
export type TGetPkLobbyResponse = z.infer<typeof ZGetPkLobbyResponse>;

/**
 * The caller's place in the lobby: waiting or not, their running match, and the challenges they
 * sent and received that still wait. Reading it while waiting keeps the caller in the queue.
 */
export const getPkLobby = defineEndpoint({
  method: 'GET',
  path: '/pk/lobby',
  access: 'member',
  summary: 'The learner’s PK lobby: queue, running match, challenges',
  response: ZGetPkLobbyResponse,
});
