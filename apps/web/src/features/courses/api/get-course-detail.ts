import { useQuery } from '@tanstack/react-query';
import { getCourseDetail as endpoint } from '@lectern/contracts/courses/get-course-detail';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/**
 * GET /course/detail, read afresh on every visit: the run changes while learning. The page
 * explains a refusal (300501, 300601) itself.
 */
export const useCourseDetail = (courseId: string) =>
  useQuery({
    queryKey: coursesKeys.detail(courseId),
    queryFn: ({ signal }) =>
      request(endpoint, { courseId }, { signal, handlesFailure: () => true }),
    enabled: courseId !== '',
    staleTime: 0,
  });
