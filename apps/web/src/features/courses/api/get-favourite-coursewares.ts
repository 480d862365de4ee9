import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getFavouriteCoursewares as endpoint } from '@lectern/contracts/courses/get-favourite-coursewares';
import { request } from '@/lib/api-client';
import { coursesKeys } from './query-keys';

/** GET /courseware/favourites: the learner's starred courseware, last starred first. */
export const useFavouriteCoursewares = (params: TPageQuery) =>
  useQuery({
    queryKey: coursesKeys.favouriteCoursewares(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
