import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAdminCourseRun } from './get-admin-course-completion';

export const ZPostAdminResetCourseRequest = z.object({ courseId: ZId, memberId: ZId });

/**
 * Administrator: ends a learner's current run of a course; the learner's next start begins a new
 * run from nothing (their open courseware answers 300519, the course 300532 until then). Answers
 * the ended run. 309196 when the learner has none.
 */
export const postAdminResetCourse = defineEndpoint({
  method: 'POST',
  path: '/admin/courses/reset',
  access: 'admin',
  summary: 'Reset a learner’s progress on a course',
  body: ZPostAdminResetCourseRequest,
  response: ZAdminCourseRun,
});
