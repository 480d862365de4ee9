import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMistakeSet, ZMistakeSourceTypeQuery } from './mistakes';

export const ZGetMistakeSetsRequest = z.object({ sourceType: ZMistakeSourceTypeQuery });
export const ZGetMistakeSetsResponse = z.array(ZMistakeSet);
export type TGetMistakeSetsResponse = z.infer<typeof ZGetMistakeSetsResponse>;

/** The learner's mistake sets of one source type, with wrong and correct counts (spec §3). */
export const getMistakeSets = defineEndpoint({
  method: 'GET',
  path: '/mistakes/sets',
  access: 'member',
  summary: 'The learner’s mistake sets of a source type',
  query: ZGetMistakeSetsRequest,
  response: ZGetMistakeSetsResponse,
});
