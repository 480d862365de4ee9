import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';

export const ZPostProctoringDeputyTicketRequest = z.object({ paperId: ZId });
export type TPostProctoringDeputyTicketRequest = z.infer<typeof ZPostProctoringDeputyTicketRequest>;

export const ZPostProctoringDeputyTicketResponse = z.object({
  /** Goes in the QR code: the phone opens the realtime channel with it (`?ticket=`). */
  ticket: z.string(),
  /** The phone's address on the channel, `{userId}-deputy` (spec §7). */
  deputyUid: z.string(),
  /** The ticket ends then, or with the session that asked for it, whichever comes first. */
  expiresAt: ZEpochMillis,
});
export type TPostProctoringDeputyTicketResponse = z.infer<
  typeof ZPostProctoringDeputyTicketResponse
>;

/**
 * Spec §2 phone secondary camera, linked by scanning a QR code (decision 0051): a ticket with
 * which the learner's phone, not signed in, joins the realtime channel as their deputy camera.
 * 309148 when the paper does not use a phone camera.
 */
export const postProctoringDeputyTicket = defineEndpoint({
  method: 'POST',
  path: '/exam/proctoring/deputyTicket',
  access: 'member',
  summary: "A ticket for the learner's phone camera to join the realtime channel",
  body: ZPostProctoringDeputyTicketRequest,
  response: ZPostProctoringDeputyTicketResponse,
});
