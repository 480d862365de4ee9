import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZId } from '../common/primitives';
import { ZCourseComment } from './course-comments';
import { ZCommentInfo } from './courses';

export const ZGetCourseCommentsRequest = ZPageQuery.extend({ courseId: ZId });
export const ZGetCourseCommentsResponse = zPage(ZCourseComment).extend({
  commentInfo: ZCommentInfo,
});
export type TGetCourseCommentsResponse = z.infer<typeof ZGetCourseCommentsResponse>;

export const getCourseComments = defineEndpoint({
  method: 'GET',
  path: '/course/comments',
  access: 'member',
  summary: 'A course’s comments, newest first, with their count and score',
  query: ZGetCourseCommentsRequest,
  response: ZGetCourseCommentsResponse,
});
