import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZCourseComment } from './course-comments';

export const ZPostCourseCommentRequest = z.object({
  courseId: ZId,
  /** At most MAX_COURSE_COMMENT_LENGTH characters (309192). */
  content: z.string().trim().min(1),
  score: z.number().int().min(1).max(5),
});
export type TPostCourseCommentRequest = z.infer<typeof ZPostCourseCommentRequest>;

/** Writes the learner's comment on a course they have started, or replaces it. 300501, 300514. */
export const postCourseComment = defineEndpoint({
  method: 'POST',
  path: '/course/comment',
  access: 'member',
  summary: 'Comment on a course with a star rating',
  body: ZPostCourseCommentRequest,
  response: ZCourseComment,
});
