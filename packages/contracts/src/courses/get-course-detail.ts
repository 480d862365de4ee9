import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCourseDetail, ZCourseRequest } from './courses';

export const ZGetCourseDetailResponse = ZCourseDetail;
export type TGetCourseDetailResponse = z.infer<typeof ZGetCourseDetailResponse>;

/** A course's introduction, rules, courseware catalogue and the learner's run. 300501 when unknown. */
export const getCourseDetail = defineEndpoint({
  method: 'GET',
  path: '/course/detail',
  access: 'member',
  summary: 'A course with its courseware and the learner’s progress',
  query: ZCourseRequest,
  response: ZGetCourseDetailResponse,
});
