import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCourseRequest } from './courses';

export const ZPostCourseClickResponse = z.object({ clickCount: z.number().int().nonnegative() });
export type TPostCourseClickResponse = z.infer<typeof ZPostCourseClickResponse>;

/** Counts one opening of a course's page (spec §3 click count). 300501 when unknown. */
export const postCourseClick = defineEndpoint({
  method: 'POST',
  path: '/course/click',
  access: 'member',
  summary: 'Count an opening of a course',
  body: ZCourseRequest,
  response: ZPostCourseClickResponse,
});
