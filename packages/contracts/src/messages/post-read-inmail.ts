import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

export const ZPostReadInmailRequest = z.object({ messageId: ZId });
export type TPostReadInmailRequest = z.infer<typeof ZPostReadInmailRequest>;
/** When the message was first read: marking it again keeps that time. */
export const ZPostReadInmailResponse = z.object({ readTime: ZEpochMillis });
export type TPostReadInmailResponse = z.infer<typeof ZPostReadInmailResponse>;

/** Idempotent. Another learner's or another tenant's message answers 300213 like a missing one. */
export const postReadInmail = defineEndpoint({
  method: 'POST',
  path: '/mine/readInmail',
  access: 'member',
  summary: 'Mark one of the learner’s in-mail messages read',
  body: ZPostReadInmailRequest,
  response: ZPostReadInmailResponse,
});
