import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCoursewareKind, ZCoursewareProgress } from './courses';

/** A question asked at a second or page of the courseware (spec §1 in-course quiz). */
export const ZCoursewareQuizPoint = z.object({
  quizId: ZId,
  /** The second (media) or page (documents). */
  at: z.number().int().nonnegative(),
  /** Answered in this run (right or wrong): not asked again. */
  answered: z.boolean(),
});
export type TCoursewareQuizPoint = z.infer<typeof ZCoursewareQuizPoint>;

/** What the learning screen needs to play one courseware in the learner's run. */
export const ZCoursewareSession = z.object({
  coursewareId: ZId,
  courseId: ZId,
  runId: ZId,
  name: z.string(),
  kind: ZCoursewareKind,
  /**
   * Site-relative URL of the file: MP4 or MP3, an HLS playlist (.m3u8), a PDF, a picture, or a
   * SCORM package's launch file; null for rich text.
   */
  url: z.string().nullable(),
  /** Rich text courseware: sanitised HTML; null for the other kinds. */
  html: z.string().nullable(),
  /** SCORM packages: '1.2' or '2004', and the cmi data stored for the learner (null: none yet). */
  scorm: z
    .object({
      version: z.enum(['1.2', '2004']),
      cmi: z.record(z.string(), z.unknown()).nullable(),
      seq: z.number().int().nonnegative(),
    })
    .nullable(),
  durationSeconds: z.number().int().nonnegative().nullable(),
  pageCount: z.number().int().positive().nullable(),
  completeSeconds: z.number().int().nonnegative(),
  /** Seconds between heartbeats. */
  heartbeatSeconds: z.number().int().positive(),
  /** Plays left for a media courseware with a playback limit; null: unlimited. */
  playsLeft: z.number().int().nonnegative().nullable(),
  progress: ZCoursewareProgress,
  quizzes: z.array(ZCoursewareQuizPoint),
});
export type TCoursewareSession = z.infer<typeof ZCoursewareSession>;

export const ZPostStartCoursewareRequest = z.object({ coursewareId: ZId });
export type TPostStartCoursewareRequest = z.infer<typeof ZPostStartCoursewareRequest>;

/**
 * Opens a courseware for learning in the learner's run (started on the way when needed). Spec §4
 * rules with their codes: 300502 unknown; 300515 first signature and 300517/300518 face
 * comparison before starting when the course asks; 300516 every courseware completed and the
 * completion signature due; 300520 (in order, previous not completed); 300521 already completed
 * in this run (opened for review only through the detail); 300522 run completed; 300530 paused or
 * stopped; 300531 forbidden; 300532 reset by an administrator (POST /course/start opens the next
 * run); 300551 no plays left. The start takes one play of a limited media courseware.
 */
export const postStartCourseware = defineEndpoint({
  method: 'POST',
  path: '/courseware/start',
  access: 'member',
  summary: 'Open a courseware for learning',
  body: ZPostStartCoursewareRequest,
  response: ZCoursewareSession,
});
