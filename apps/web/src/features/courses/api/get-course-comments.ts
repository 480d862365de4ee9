import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getCourseComments as endpoint } from '@lectern/contracts/courses/get-course-comments';
import { request } from '@/lib/api-client';
import { coursesKeys, type TGetCourseCommentsRequest } from './query-keys';

/** GET /course/comments: a page of a course's comments, newest first, with their score. */
export const useCourseComments = (params: TGetCourseCommentsRequest) =>
  useQuery({
    queryKey: coursesKeys.commentsPage(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
