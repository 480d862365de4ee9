import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';
import { SmsScene, ZPhoneField, ZSmsCodeSent } from '../common/sms-code';

/**
 * Sends a verification code for code login or registration (spec §2 login and registration).
 * Too many sends answer 300111 with the seconds to wait as the body (docs/decisions/0007).
 */
export const ZPostSendSmsCodeRequest = z.object({
  factoryCode: ZFactoryCode.optional(),
  phone: ZPhoneField,
  scene: z.enum([SmsScene.LOGIN, SmsScene.REGISTER]),
});
export type TPostSendSmsCodeRequest = z.infer<typeof ZPostSendSmsCodeRequest>;
export const ZPostSendSmsCodeResponse = ZSmsCodeSent;
export type TPostSendSmsCodeResponse = z.infer<typeof ZPostSendSmsCodeResponse>;

export const postSendSmsCode = defineEndpoint({
  method: 'POST',
  path: '/login/sendSmsCode',
  access: 'public',
  summary: 'Sends a login or registration verification code to a phone',
  body: ZPostSendSmsCodeRequest,
  response: ZPostSendSmsCodeResponse,
});
