import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZProctoringStanding } from './post-proctoring-event';
import { ZProctoringViolation } from './proctoring';

export const ZGetAdminProctoringExamineesRequest = z.object({ paperId: ZId });
export type TGetAdminProctoringExamineesRequest = z.infer<
  typeof ZGetAdminProctoringExamineesRequest
>;

/** A recorded violation's snapshot, which the administrator may download. */
export const ZProctoringSnapshot = z.object({
  kind: ZProctoringViolation,
  url: z.string(),
  observedAt: ZEpochMillis,
});
export type TProctoringSnapshot = z.infer<typeof ZProctoringSnapshot>;

export const ZProctoringExaminee = ZProctoringStanding.extend({
  answerSheetId: ZId,
  userId: ZId,
  nickName: z.string(),
  userCode: z.string(),
  startTime: ZEpochMillis,
  /** The sheet's deadline on the server's clock; null: no time limit. */
  endTime: ZEpochMillis.nullable(),
  /** Spec §4 realtime connection: a page of the examinee holds a socket now. */
  connected: z.boolean(),
  /** When the examinee's socket was last heard from; null: never. */
  lastSeenAt: ZEpochMillis.nullable(),
  /** The newest snapshots first, at most MAX_EXAMINEE_SNAPSHOTS. */
  latestSnapshots: z.array(ZProctoringSnapshot),
  /** The device check's snapshot of the face held at the start; null: none. */
  deviceCheckSnapshotUrl: z.string().nullable(),
});
export type TProctoringExaminee = z.infer<typeof ZProctoringExaminee>;

/** The snapshots each examinee row carries. */
export const MAX_EXAMINEE_SNAPSHOTS = 5;

export const ZGetAdminProctoringExamineesResponse = z.array(ZProctoringExaminee);
export type TGetAdminProctoringExamineesResponse = z.infer<
  typeof ZGetAdminProctoringExamineesResponse
>;

/**
 * Issue 21 point 7: the examinees of a proctored paper answering it now, in the administrator's
 * tenant, by start time: connection state, violation counts and latest snapshots. Another
 * tenant's paper has none.
 */
export const getAdminProctoringExaminees = defineEndpoint({
  method: 'GET',
  path: '/admin/exam/proctoring/examinees',
  access: 'admin',
  summary: 'The examinees of a proctored paper answering it now',
  query: ZGetAdminProctoringExamineesRequest,
  response: ZGetAdminProctoringExamineesResponse,
});
