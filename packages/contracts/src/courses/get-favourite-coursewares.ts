import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery } from '../common/pagination';
import { ZGetCoursewareListResponse } from './get-courseware-list';

/** The learner's starred courseware, last starred first (/personal/favs/courseware). */
export const getFavouriteCoursewares = defineEndpoint({
  method: 'GET',
  path: '/courseware/favourites',
  access: 'member',
  summary: 'The learner’s starred courseware',
  query: ZPageQuery,
  response: ZGetCoursewareListResponse,
});
