import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { MAX_FILE_URL_LENGTH } from '../questions/answer';
import { ZCourseRun } from './courses';

/** Face-comparison failures in one run that forbid learning pending review (spec §4, 300531). */
export const MAX_COURSE_FACE_FAILURES = 3;

export const ZPostCourseFaceCheckRequest = z.object({
  courseId: ZId,
  /** Before starting (300517 until one passed) or during learning. */
  moment: z.enum(['first', 'during']),
  /** The browser compared the capture with the learner's photo (decision 0050's face module). */
  passed: z.boolean(),
  /** The capture, the learner's own upload (POST /sys/uploadFile). */
  snapshotUrl: z.string().min(1).max(MAX_FILE_URL_LENGTH),
});
export type TPostCourseFaceCheckRequest = z.infer<typeof ZPostCourseFaceCheckRequest>;

/**
 * Records a face capture and comparison of the learner's run. A failed first comparison answers
 * 300518; MAX_COURSE_FACE_FAILURES failures set the run's status to 2 and answer 300531 until an
 * administrator allows learning again.
 */
export const postCourseFaceCheck = defineEndpoint({
  method: 'POST',
  path: '/course/face',
  access: 'member',
  summary: 'Record a face comparison while learning a course',
  body: ZPostCourseFaceCheckRequest,
  response: ZCourseRun,
});
