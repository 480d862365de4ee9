import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZSmsCodeField } from '../common/sms-code';

/**
 * Spec §5 change password: original, new and confirmation required (300203-300205), the two new
 * entries equal (300206), the original right (300207), plus the phone code (300367/300368).
 * On success every session of the learner ends, the caller's too (403-1 on the next call).
 */
export const ZPostUpdatePasswordRequest = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  code: ZSmsCodeField,
});
export type TPostUpdatePasswordRequest = z.infer<typeof ZPostUpdatePasswordRequest>;
export const ZPostUpdatePasswordResponse = z.null();

export const postUpdatePassword = defineEndpoint({
  method: 'POST',
  path: '/mine/updatePassword',
  access: 'member',
  summary: "Changes the learner's password with the original and a phone code",
  body: ZPostUpdatePasswordRequest,
  response: ZPostUpdatePasswordResponse,
});
