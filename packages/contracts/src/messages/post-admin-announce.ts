import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis } from '../common/primitives';

/** The longest announcement: what a proctor's message may carry (common/realtime.ts). */
export const MAX_ANNOUNCEMENT_LENGTH = 2_000;

export const ZPostAdminAnnounceRequest = z.object({
  text: z.string().trim().min(1).max(MAX_ANNOUNCEMENT_LENGTH),
});
export type TPostAdminAnnounceRequest = z.infer<typeof ZPostAdminAnnounceRequest>;

export const ZPostAdminAnnounceResponse = z.object({ sentAt: ZEpochMillis });
export type TPostAdminAnnounceResponse = z.infer<typeof ZPostAdminAnnounceResponse>;

/**
 * Issue 21: an administrator's announcement to every learner of the tenant connected now (the
 * `/ws` socket of an exam being answered), shown as a proctor's message. Nothing is stored: a
 * learner not connected does not get it; lasting news goes to notices or in-mail.
 */
export const postAdminAnnounce = defineEndpoint({
  method: 'POST',
  path: '/admin/messages/announce',
  access: 'admin',
  summary: 'Announce a message to every learner of the tenant connected now',
  body: ZPostAdminAnnounceRequest,
  response: ZPostAdminAnnounceResponse,
});
