import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZCoursewareProgress } from './courses';

/**
 * What a heartbeat marks: `start` when learning begins or resumes (credits nothing, starts the
 * clock), `tick` every HEARTBEAT_SECONDS while the courseware is visible and active, and on a page
 * turn, `stop` on pause, a screen switch, inactivity or leaving (credits the time since the last
 * beat and stops the clock).
 */
export const ZHeartbeatPhase = z.enum(['start', 'tick', 'stop']);
export type THeartbeatPhase = z.infer<typeof ZHeartbeatPhase>;

export const ZPostCoursewareHeartbeatRequest = z.object({
  coursewareId: ZId,
  /** Rises with every heartbeat of the courseware in the run; at or below the stored one: a retry. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  phase: ZHeartbeatPhase,
  /** The second of playback, or the page shown since the previous beat. */
  position: z.number().int().nonnegative().max(1_000_000),
  /**
   * Active learning the client counted since its previous beat. The server credits at most this,
   * the real time elapsed since that beat, and HEARTBEAT_SECONDS + HEARTBEAT_GRACE_SECONDS.
   */
  elapsedSeconds: z.number().nonnegative().max(86_400),
});
export type TPostCoursewareHeartbeatRequest = z.infer<typeof ZPostCoursewareHeartbeatRequest>;

export const ZPostCoursewareHeartbeatResponse = z.object({
  /** Seconds this beat was credited (0 for a start, a retry or a stale beat). */
  creditedSeconds: z.number().int().nonnegative(),
  progress: ZCoursewareProgress,
  /** The run's percent of courseware completed and whether it is completed. */
  courseProgress: z.number().min(0).max(100),
  courseCompleted: z.boolean(),
  /** Every courseware is completed and the course waits for the completion signature (300516). */
  completionSignatureDue: z.boolean(),
  /** The course's final exam is open to the learner. */
  finalExamOpen: z.boolean(),
  serverTime: ZEpochMillis,
});
export type TPostCoursewareHeartbeatResponse = z.infer<typeof ZPostCoursewareHeartbeatResponse>;

/**
 * Spec §4 progress the server can trust (decision 0062): credits learning time to the learner's
 * run, derives progress and completion, and completes the course (its credit and certificate)
 * once. Refused with the courseware start's codes when the rules no longer allow learning
 * (300519 after a reset, 300530 paused, 300531 forbidden, 300522 completed).
 */
export const postCoursewareHeartbeat = defineEndpoint({
  method: 'POST',
  path: '/courseware/heartbeat',
  access: 'member',
  summary: 'Report learning time and position on a courseware',
  body: ZPostCoursewareHeartbeatRequest,
  response: ZPostCoursewareHeartbeatResponse,
});
