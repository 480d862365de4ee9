import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { MAX_FILE_URL_LENGTH } from '../questions/answer';
import { ZProctoringViolation } from './proctoring';

/** Each violation kind's count on a sheet and the paper's limit (null: any number). */
export const ZProctoringStanding = z.object({
  counts: z.record(ZProctoringViolation, z.number().int().nonnegative()),
  limits: z.record(ZProctoringViolation, z.number().int().nonnegative().nullable()),
});
export type TProctoringStanding = z.infer<typeof ZProctoringStanding>;

export const ZPostProctoringEventRequest = z.object({
  answerSheetId: ZId,
  /** Made by the client for each event; a report sent again with it is the same report. */
  eventId: ZId,
  kind: ZProctoringViolation,
  /** What the camera saw, the learner's own upload (POST /sys/uploadFile); null: none (noise). */
  snapshotUrl: z.string().min(1).max(MAX_FILE_URL_LENGTH).nullable(),
  /** When the client saw it. */
  observedAt: ZEpochMillis,
});
export type TPostProctoringEventRequest = z.infer<typeof ZPostProctoringEventRequest>;

export const ZPostProctoringEventResponse = ZProctoringStanding.extend({
  /** The sheet was submitted for this event (spec §8 'exceeding the allowed counts'). */
  submitted: z.boolean(),
});
export type TPostProctoringEventResponse = z.infer<typeof ZPostProctoringEventResponse>;

/**
 * Spec §4/§8: reports one proctoring violation seen on the sheet being answered. The server
 * records it with its snapshot and submits the sheet once a kind passes the paper's limit.
 */
export const postProctoringEvent = defineEndpoint({
  method: 'POST',
  path: '/exam/proctoring/event',
  access: 'member',
  summary: 'Report a proctoring violation on the sheet being answered',
  body: ZPostProctoringEventRequest,
  response: ZPostProctoringEventResponse,
});
