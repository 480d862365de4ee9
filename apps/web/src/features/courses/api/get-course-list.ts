import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCourseList as endpoint,
  type TGetCourseListRequest,
} from '@lectern/contracts/courses/get-course-list';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /course/list: open courses by classification and name, or the learner's own. */
export const useCourseList = (params: TGetCourseListRequest) =>
  useQuery({
    queryKey: coursesKeys.courseList(params),
    // The page explains a refusal (300601) itself.
    queryFn: ({ signal }) => request(endpoint, params, { signal, handlesFailure: () => true }),
    placeholderData: keepPreviousData,
  });
