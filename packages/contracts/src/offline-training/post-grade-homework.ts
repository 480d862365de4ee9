import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { MAX_HOMEWORK_COMMENT, ZHomeworkSubmission } from './offline-training';

export const ZPostGradeHomeworkRequest = z.object({
  submissionId: ZId,
  score: z.number().nonnegative().max(10_000),
  comment: z.string().max(MAX_HOMEWORK_COMMENT).default(''),
});
export type TPostGradeHomeworkRequest = z.input<typeof ZPostGradeHomeworkRequest>;

/**
 * The learner's mentor (or an administrator) grades a submission once: 309217 when it is graded
 * already, 309004 above the homework's full score, 309216 when the caller may not see it.
 */
export const postGradeHomework = defineEndpoint({
  method: 'POST',
  path: '/teamStu/grade',
  access: 'member',
  summary: 'Grade a mentee’s homework',
  body: ZPostGradeHomeworkRequest,
  response: ZHomeworkSubmission,
});
