import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZCourseRequest } from './courses';

export const ZPostRedeemCourseResponse = z.object({
  redeemed: z.literal(true),
  /** The learner's credit after the redemption. */
  totalCredit: z.number(),
});
export type TPostRedeemCourseResponse = z.infer<typeof ZPostRedeemCourseResponse>;

/**
 * Spec §3 course redemption: pays a priced course's points from the learner's credit (ledger
 * source `course-redeem:<courseId>`, once however often it is sent). 309191 when the credit is
 * short; a free or redeemed course answers redeemed without a charge.
 */
export const postRedeemCourse = defineEndpoint({
  method: 'POST',
  path: '/course/redeem',
  access: 'member',
  summary: 'Redeem a course with credit points',
  body: ZCourseRequest,
  response: ZPostRedeemCourseResponse,
});
