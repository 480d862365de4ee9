import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZPkMatch } from './pk';

export const ZGetPkMatchRequest = z.object({ matchId: ZId });
export type TGetPkMatchRequest = z.infer<typeof ZGetPkMatchRequest>;

/**
 * A match of the caller's: the questions, both players and the caller's judged answers. Reading
 * it ends a match whose time or grace period has run out. 309186 when it is not the caller's.
 */
export const getPkMatch = defineEndpoint({
  method: 'GET',
  path: '/pk/match',
  access: 'member',
  summary: 'A PK match of the learner’s',
  query: ZGetPkMatchRequest,
  response: ZPkMatch,
});
