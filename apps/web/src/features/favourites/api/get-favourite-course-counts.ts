import { useQuery } from '@tanstack/react-query';
import { getFavouriteCourses } from '@lectern/contracts/courses/get-favourite-courses';
import { getFavouriteCoursewares } from '@lectern/contracts/courses/get-favourite-coursewares';
import { request } from '@/lib/api-client';
import { favouriteKeys } from './query-keys';

/** The first page's total is all the page needs; without learning management it shows none. */
const FIRST_PAGE = { pageNum: 1, pageSize: 10 };

/** GET /course/favourites: how many courses the learner starred (their list is the courses'). */
export const useFavouriteCourseCount = () =>
  useQuery({
    queryKey: favouriteKeys.courseCount(),
    queryFn: ({ signal }) =>
      request(getFavouriteCourses, FIRST_PAGE, { signal, silent: true }).then(({ total }) => total),
  });

/** GET /courseware/favourites: how many courseware the learner starred. */
export const useFavouriteCoursewareCount = () =>
  useQuery({
    queryKey: favouriteKeys.coursewareCount(),
    queryFn: ({ signal }) =>
      request(getFavouriteCoursewares, FIRST_PAGE, { signal, silent: true }).then(
        ({ total }) => total,
      ),
  });
