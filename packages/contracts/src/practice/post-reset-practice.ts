import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis } from '../common/primitives';
import { ZTaskRequest } from './practice';

export const ZPostResetPracticeRequest = ZTaskRequest;
/** Saves continue above `lastSeq`; older ones are stale. */
export const ZPostResetPracticeResponse = z.object({
  lastSeq: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
});
export type TPostResetPracticeResponse = z.infer<typeof ZPostResetPracticeResponse>;

/** Spec §2 retry/reset: drops the current round's answers without a record. */
export const postResetPractice = defineEndpoint({
  method: 'POST',
  path: '/exercise/reset',
  access: 'member',
  summary: 'Start a practice task over without a record',
  body: ZPostResetPracticeRequest,
  response: ZPostResetPracticeResponse,
});
