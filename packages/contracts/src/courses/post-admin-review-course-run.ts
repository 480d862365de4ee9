import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAdminCourseRun } from './get-admin-course-completion';

export const ZPostAdminReviewCourseRunRequest = z.object({
  runId: ZId,
  /** true: learning resumes (status 0, face failures cleared); false: stays forbidden. */
  allow: z.boolean(),
});

/** Administrator: reviews a run forbidden after repeated face-comparison failures. 309196. */
export const postAdminReviewCourseRun = defineEndpoint({
  method: 'POST',
  path: '/admin/courses/review',
  access: 'admin',
  summary: 'Review a learner’s forbidden learning',
  body: ZPostAdminReviewCourseRunRequest,
  response: ZAdminCourseRun,
});
