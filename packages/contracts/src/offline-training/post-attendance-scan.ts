import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAttendanceKind, ZOfflineSession } from './offline-training';

export const ZPostAttendanceScanRequest = z.object({ code: z.string().min(1).max(128) });
export const ZPostAttendanceScanResponse = z.object({
  kind: ZAttendanceKind,
  className: z.string(),
  classId: ZId,
  session: ZOfflineSession,
});
export type TPostAttendanceScanResponse = z.infer<typeof ZPostAttendanceScanResponse>;

/**
 * The page a scanned QR opens (spec §2 /attendance): signs the learner in or out of the code's
 * session. 309211 unknown code, 309212 expired, 309213 already used by this learner, 309214
 * outside the window, 309215 signing out before signing in, 309210 not a learner of the class.
 */
export const postAttendanceScan = defineEndpoint({
  method: 'POST',
  path: '/attendance/scan',
  access: 'member',
  summary: 'Sign in to or out of a session with a scanned code',
  body: ZPostAttendanceScanRequest,
  response: ZPostAttendanceScanResponse,
});
