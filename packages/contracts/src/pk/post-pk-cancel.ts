import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const ZPostPkCancelRequest = z.object({});

export const ZPostPkCancelResponse = z.object({
  /** False when the caller was not waiting (matched already, or never joined). */
  cancelled: z.boolean(),
});
export type TPostPkCancelResponse = z.infer<typeof ZPostPkCancelResponse>;

/** Leaves the matching queue. */
export const postPkCancel = defineEndpoint({
  method: 'POST',
  path: '/pk/queue/cancel',
  access: 'member',
  summary: 'Stop waiting for a PK match',
  body: ZPostPkCancelRequest,
  response: ZPostPkCancelResponse,
});
