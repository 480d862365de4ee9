import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

export const ZGetUnreadCountRequest = z.object({});
/** How many of the learner's in-mail messages are unread. */
export const ZGetUnreadCountResponse = z.number().int().nonnegative();
export type TGetUnreadCountResponse = z.infer<typeof ZGetUnreadCountResponse>;

/** Spec §7: one of the calls where "403" is tolerated silently. */
export const getUnreadCount = defineEndpoint({
  method: 'GET',
  path: '/mine/unReadCount',
  access: 'member',
  summary: "The number of the learner's unread in-mail messages",
  query: ZGetUnreadCountRequest,
  response: ZGetUnreadCountResponse,
});
