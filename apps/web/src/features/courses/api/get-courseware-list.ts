import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCoursewareList as endpoint,
  type TGetCoursewareListRequest,
} from '@lectern/contracts/courses/get-courseware-list';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /courseware/list: the courseware of open courses, or the resource library's. */
export const useCoursewareList = (params: TGetCoursewareListRequest) =>
  useQuery({
    queryKey: coursesKeys.coursewareList(params),
    // The page explains a refusal (300601) itself.
    queryFn: ({ signal }) => request(endpoint, params, { signal, handlesFailure: () => true }),
    placeholderData: keepPreviousData,
  });
