import type { z } from 'zod';
import type { ZGetCourseCommentsRequest } from '@lectern/contracts/courses/get-course-comments';
import type { TGetCourseListRequest } from '@lectern/contracts/courses/get-course-list';
import type { TGetCourseNotesRequest } from '@lectern/contracts/courses/get-course-notes';
import type { TGetCoursewareListRequest } from '@lectern/contracts/courses/get-courseware-list';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { queryRoots } from '@/lib/query-keys';

export type TGetCourseCommentsRequest = z.infer<typeof ZGetCourseCommentsRequest>;

/**
 * React Query keys of the courses feature. The learning screen invalidates `detail(courseId)`
 * and `lists()` after its heartbeats; the course page's writes do the same.
 */
export const coursesKeys = {
  all: queryRoots.courses,
  classify: () => [...coursesKeys.all, 'classify'] as const,
  /** Every list that shows the learner's progress or stars: stale after learning or a star. */
  lists: () => [...coursesKeys.all, 'list'] as const,
  courseList: (params: TGetCourseListRequest) =>
    [...coursesKeys.lists(), 'courses', params] as const,
  coursewareList: (params: TGetCoursewareListRequest) =>
    [...coursesKeys.lists(), 'coursewares', params] as const,
  favouriteCourses: (params: TPageQuery) =>
    [...coursesKeys.lists(), 'favourite-courses', params] as const,
  favouriteCoursewares: (params: TPageQuery) =>
    [...coursesKeys.lists(), 'favourite-coursewares', params] as const,
  learnRecord: (params: TPageQuery) => [...coursesKeys.lists(), 'learn-record', params] as const,
  /** A course with its catalogue and the learner's run. */
  detail: (courseId: string) => [...coursesKeys.all, 'detail', courseId] as const,
  /** A course's comments, every page. */
  comments: (courseId: string) => [...coursesKeys.all, 'comments', courseId] as const,
  commentsPage: (params: TGetCourseCommentsRequest) =>
    [...coursesKeys.comments(params.courseId), params] as const,
  /** Course notes: the learner's own list, and any courseware's. */
  notes: () => [...coursesKeys.all, 'notes'] as const,
  myNotes: (params: TGetCourseNotesRequest) => [...coursesKeys.notes(), 'mine', params] as const,
};
