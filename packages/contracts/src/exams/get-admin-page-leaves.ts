import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZPageLeaveEvent } from './post-report-page-leave';

/** One of the two: a paper's sheets, or one sheet. */
export const ZGetAdminPageLeavesRequest = z
  .object({ paperId: ZId.optional(), answerSheetId: ZId.optional() })
  .refine((query) => (query.paperId === undefined) !== (query.answerSheetId === undefined), {
    message: 'name a paper or a sheet',
  });
export type TGetAdminPageLeavesRequest = z.infer<typeof ZGetAdminPageLeavesRequest>;

export const ZAdminPageLeave = ZPageLeaveEvent.extend({
  answerSheetId: ZId,
  userCode: z.string(),
  nickName: z.string(),
});
export type TAdminPageLeave = z.infer<typeof ZAdminPageLeave>;

export const ZGetAdminPageLeavesResponse = z.array(ZAdminPageLeave);
export type TGetAdminPageLeavesResponse = z.infer<typeof ZGetAdminPageLeavesResponse>;

/**
 * Spec §4 leave rule, for the administrator: every recorded page leave of a paper's sheets (or of
 * one sheet) in the tenant, by sheet and time, with whether it counted, was a violation or
 * submitted the sheet. Another tenant's paper or sheet has none.
 */
export const getAdminPageLeaves = defineEndpoint({
  method: 'GET',
  path: '/admin/exam/pageLeaves',
  access: 'admin',
  summary: "The recorded page leaves of a paper's sheets, or of one sheet",
  query: ZGetAdminPageLeavesRequest,
  response: ZGetAdminPageLeavesResponse,
});
