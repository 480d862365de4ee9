import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZInmailMessage } from './inmail';

export const ZGetInmailListRequest = ZPageQuery;
export type TGetInmailListRequest = z.infer<typeof ZGetInmailListRequest>;

export const ZGetInmailListResponse = zPage(ZInmailMessage);
export type TGetInmailListResponse = z.infer<typeof ZGetInmailListResponse>;

/** Spec §7: one of the calls where "403" is tolerated silently. */
export const getInmailList = defineEndpoint({
  method: 'GET',
  path: '/mine/listInmail',
  access: 'member',
  summary: "The learner's in-mail messages, newest first",
  query: ZGetInmailListRequest,
  response: ZGetInmailListResponse,
});
