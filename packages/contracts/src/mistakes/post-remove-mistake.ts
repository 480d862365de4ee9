import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZMistakeSetRef } from './mistakes';

export const ZPostRemoveMistakeRequest = ZMistakeSetRef.extend({ questionId: ZId });
export const ZPostRemoveMistakeResponse = z.object({ questionId: ZId });

/** Removes one question from a set; 300403 when the set does not hold it. */
export const postRemoveMistake = defineEndpoint({
  method: 'POST',
  path: '/mistakes/remove',
  access: 'member',
  summary: 'Remove one question from a mistake set',
  body: ZPostRemoveMistakeRequest,
  response: ZPostRemoveMistakeResponse,
});
