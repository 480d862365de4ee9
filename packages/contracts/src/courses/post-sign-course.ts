import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { MAX_FILE_URL_LENGTH } from '../questions/answer';
import { ZCourseRun } from './courses';

export const ZCourseSignatureMoment = z.enum(['first', 'completion']);
export type TCourseSignatureMoment = z.infer<typeof ZCourseSignatureMoment>;

export const ZPostSignCourseRequest = z.object({
  courseId: ZId,
  /** Before starting (300515) or at completion (300516). */
  moment: ZCourseSignatureMoment,
  /** A PNG or JPEG image the learner uploaded (POST /sys/uploadFile); spec §3 item type 101. */
  imageUrl: z.string().min(1).max(MAX_FILE_URL_LENGTH),
});
export type TPostSignCourseRequest = z.infer<typeof ZPostSignCourseRequest>;

export const ZPostSignCourseResponse = ZCourseRun;

/**
 * Signs the learner's current run. A completion signature is taken once every courseware is
 * completed and completes the run. 300337 when the image is not the learner's own upload.
 */
export const postSignCourse = defineEndpoint({
  method: 'POST',
  path: '/course/sign',
  access: 'member',
  summary: 'Sign a course run before starting or at completion',
  body: ZPostSignCourseRequest,
  response: ZPostSignCourseResponse,
});
