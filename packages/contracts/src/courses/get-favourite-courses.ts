import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery } from '../common/pagination';
import { ZGetCourseListResponse } from './get-course-list';

/** The learner's starred courses, last starred first (/personal/favs/course). */
export const getFavouriteCourses = defineEndpoint({
  method: 'GET',
  path: '/course/favourites',
  access: 'member',
  summary: 'The learner’s starred courses',
  query: ZPageQuery,
  response: ZGetCourseListResponse,
});
