import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAttendanceKind } from './offline-training';

export const ZPostAttendanceCodeRequest = z.object({ sessionId: ZId, kind: ZAttendanceKind });
export const ZAttendanceCode = z.object({
  /** The random single-use-per-learner code the QR carries (`/attendance?code=`). */
  code: z.string(),
  kind: ZAttendanceKind,
  expiresAt: ZEpochMillis,
});
export type TAttendanceCode = z.infer<typeof ZAttendanceCode>;

/**
 * The session's trainer (or an administrator) draws a fresh attendance code for the open window.
 * 309218 for anyone else, 309214 outside the window, 309210 for an unknown session.
 */
export const postAttendanceCode = defineEndpoint({
  method: 'POST',
  path: '/offline/session/attendanceCode',
  access: 'member',
  summary: 'Draw a session’s attendance QR code (trainer)',
  body: ZPostAttendanceCodeRequest,
  response: ZAttendanceCode,
});
