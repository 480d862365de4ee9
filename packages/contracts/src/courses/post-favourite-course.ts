import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

export const ZPostFavouriteCourseRequest = z.object({ courseId: ZId, favourite: z.boolean() });
export const ZFavouriteState = z.object({ favourite: z.boolean() });
export type TFavouriteState = z.infer<typeof ZFavouriteState>;

/** Stars or unstars a course: idempotent. 300501 when unknown. */
export const postFavouriteCourse = defineEndpoint({
  method: 'POST',
  path: '/course/favourite',
  access: 'member',
  summary: 'Star or unstar a course',
  body: ZPostFavouriteCourseRequest,
  response: ZFavouriteState,
});
