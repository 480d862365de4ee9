import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCourseRequest, ZCourseRun } from './courses';

export const ZPostStartCourseResponse = ZCourseRun;
export type TPostStartCourseResponse = z.infer<typeof ZPostStartCourseResponse>;

/**
 * Starts the learner's run of a course, or answers the current one (idempotent). Refused with
 * 300501 (unknown or not open), 300522 (the run is completed), 300533 (no attempt left after a
 * reset), 300531 (forbidden pending review) and 309190 (a priced course not redeemed). The
 * first signature and face comparison are asked by the courseware start, not here.
 */
export const postStartCourse = defineEndpoint({
  method: 'POST',
  path: '/course/start',
  access: 'member',
  summary: 'Start or continue learning a course',
  body: ZCourseRequest,
  response: ZPostStartCourseResponse,
});
