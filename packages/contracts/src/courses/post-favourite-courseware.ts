import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZFavouriteState } from './post-favourite-course';

export const ZPostFavouriteCoursewareRequest = z.object({
  coursewareId: ZId,
  favourite: z.boolean(),
});

/** Stars or unstars a courseware: idempotent. 300502 when unknown. */
export const postFavouriteCourseware = defineEndpoint({
  method: 'POST',
  path: '/courseware/favourite',
  access: 'member',
  summary: 'Star or unstar a courseware',
  body: ZPostFavouriteCoursewareRequest,
  response: ZFavouriteState,
});
