import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZLearningStatus } from '../common/enums';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZEpochMillis, ZId } from '../common/primitives';

/** One learner's current run of a course, for administrators. */
export const ZAdminCourseRun = z.object({
  runId: ZId,
  memberId: ZId,
  name: z.string(),
  userCode: z.string(),
  runNo: z.number().int().positive(),
  status: ZLearningStatus,
  progress: z.number().min(0).max(100),
  learnedSeconds: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
  completedAt: ZEpochMillis.nullable(),
  /** Face comparisons failed in the run (status 2 after repeated failures, 300531). */
  faceFailures: z.number().int().nonnegative(),
});
export type TAdminCourseRun = z.infer<typeof ZAdminCourseRun>;

export const ZGetAdminCourseCompletionRequest = ZPageQuery.extend({
  courseId: ZId,
  /** Only runs in this learning status, e.g. 2 for those awaiting review. */
  status: z.coerce.number().pipe(ZLearningStatus).optional(),
});
export const ZGetAdminCourseCompletionResponse = zPage(ZAdminCourseRun).extend({
  started: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
export type TGetAdminCourseCompletionResponse = z.infer<typeof ZGetAdminCourseCompletionResponse>;

/** Administrator: a course's learners' current runs and how many completed. 300501. */
export const getAdminCourseCompletion = defineEndpoint({
  method: 'GET',
  path: '/admin/courses/completion',
  access: 'admin',
  summary: 'A course’s completion by learner',
  query: ZGetAdminCourseCompletionRequest,
  response: ZGetAdminCourseCompletionResponse,
});
