import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZCourseSummary } from './courses';

export const ZGetCourseListRequest = ZPageQuery.extend({
  /** A classification and everything under it; absent or '': all. */
  classifyPath: z.string().max(1024).optional(),
  /** Part of the course's name. */
  keyword: z.string().max(128).optional(),
  /** 'true': only the courses the learner has started. */
  mine: z.enum(['true', 'false']).optional(),
});
export type TGetCourseListRequest = z.infer<typeof ZGetCourseListRequest>;

export const ZGetCourseListResponse = zPage(ZCourseSummary);
export type TGetCourseListResponse = z.infer<typeof ZGetCourseListResponse>;

/** Open courses, newest first, by classification and name, or the learner's own. */
export const getCourseList = defineEndpoint({
  method: 'GET',
  path: '/course/list',
  access: 'member',
  summary: 'Courses by classification and name, or the learner’s own',
  query: ZGetCourseListRequest,
  response: ZGetCourseListResponse,
});
