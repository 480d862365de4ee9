import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { MAX_FILE_URL_LENGTH } from '../questions/answer';

/** How long a passed device check lets the learner start the paper (issue 21). */
export const DEVICE_CHECK_VALID_MS = 30 * 60 * 1000;

export const ZPostProctoringCheckRequest = z.object({
  paperId: ZId,
  /** Spec §5: a face was held for the paper's seconds; with the snapshot taken at the end. */
  cameraPassed: z.boolean(),
  /** The snapshot of the held face, the learner's own upload (POST /sys/uploadFile); null: no camera asked. */
  snapshotUrl: z.string().min(1).max(MAX_FILE_URL_LENGTH).nullable(),
  /** Spec §5: the microphone's level passed the paper's threshold. */
  microphonePassed: z.boolean(),
  /** getDisplayMedia gave a whole-screen stream. */
  screenPassed: z.boolean(),
  /** The phone secondary camera is connected (spec §4). */
  phonePassed: z.boolean(),
});
export type TPostProctoringCheckRequest = z.infer<typeof ZPostProctoringCheckRequest>;

export const ZPostProctoringCheckResponse = z.object({
  /** Every device the paper asks for passed: the start is allowed until `validUntil`. */
  passed: z.boolean(),
  validUntil: ZEpochMillis.nullable(),
});
export type TPostProctoringCheckResponse = z.infer<typeof ZPostProctoringCheckResponse>;

/**
 * Spec §2 device-check wizard: records the learner's device check for a proctored paper. A start
 * of a paper with proctoring is refused (309141) until a check passed within DEVICE_CHECK_VALID_MS.
 */
export const postProctoringCheck = defineEndpoint({
  method: 'POST',
  path: '/exam/proctoring/check',
  access: 'member',
  summary: "Record the learner's device check for a proctored paper",
  body: ZPostProctoringCheckRequest,
  response: ZPostProctoringCheckResponse,
});
