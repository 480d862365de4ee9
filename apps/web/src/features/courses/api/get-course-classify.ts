import { useQuery } from '@tanstack/react-query';
import { getCourseClassify as endpoint } from '@lectern/contracts/courses/get-course-classify';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /course/classify: the course classification tree of the catalogue. */
export const useCourseClassify = () =>
  useQuery({
    queryKey: coursesKeys.classify(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
