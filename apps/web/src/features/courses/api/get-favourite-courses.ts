import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getFavouriteCourses as endpoint } from '@lectern/contracts/courses/get-favourite-courses';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /course/favourites: the learner's starred courses, last starred first. */
export const useFavouriteCourses = (params: TPageQuery) =>
  useQuery({
    queryKey: coursesKeys.favouriteCourses(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
