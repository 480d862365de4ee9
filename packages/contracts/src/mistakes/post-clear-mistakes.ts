import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMistakeSourceType } from './mistakes';

/** Without a source type, every set is cleared (spec §2 'Clear all'). */
export const ZPostClearMistakesRequest = z.object({ sourceType: ZMistakeSourceType.optional() });
export const ZPostClearMistakesResponse = z.object({
  removedCount: z.number().int().nonnegative(),
});
export type TPostClearMistakesResponse = z.infer<typeof ZPostClearMistakesResponse>;

export const postClearMistakes = defineEndpoint({
  method: 'POST',
  path: '/mistakes/clear',
  access: 'member',
  summary: 'Clear the learner’s mistake sets, of one source type or all',
  body: ZPostClearMistakesRequest,
  response: ZPostClearMistakesResponse,
});
