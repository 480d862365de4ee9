import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZSmsCodeSent } from '../common/sms-code';

/** Sends a change-password code to the learner's own phone (spec §2 personal centre account). */
export const ZPostSendPasswordCodeRequest = z.object({});
export const ZPostSendPasswordCodeResponse = ZSmsCodeSent.extend({
  /** The phone the code went to, masked for display (e.g. 138****0000). */
  maskedPhone: z.string(),
});
export type TPostSendPasswordCodeResponse = z.infer<typeof ZPostSendPasswordCodeResponse>;

export const postSendPasswordCode = defineEndpoint({
  method: 'POST',
  path: '/mine/sendPasswordCode',
  access: 'member',
  summary: "Sends a change-password verification code to the learner's phone",
  body: ZPostSendPasswordCodeRequest,
  response: ZPostSendPasswordCodeResponse,
});
