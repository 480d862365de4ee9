import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const ZPostReadAllInmailRequest = z.object({});
/** How many messages this call marked read (0 when all were read already). */
export const ZPostReadAllInmailResponse = z.object({ marked: z.number().int().nonnegative() });
export type TPostReadAllInmailResponse = z.infer<typeof ZPostReadAllInmailResponse>;

export const postReadAllInmail = defineEndpoint({
  method: 'POST',
  path: '/mine/readAllInmail',
  access: 'member',
  summary: "Mark all of the learner's in-mail messages read",
  body: ZPostReadAllInmailRequest,
  response: ZPostReadAllInmailResponse,
});
