import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';
import { ZPostLoginResponse } from './post-login';
import { ZPhoneField, ZSmsCodeField } from '../common/sms-code';

/** Verification-code login (spec §1 login methods): the phone is the account. */
export const ZPostSmsLoginRequest = z.object({
  factoryCode: ZFactoryCode.optional(),
  phone: ZPhoneField,
  code: ZSmsCodeField,
});
export type TPostSmsLoginRequest = z.infer<typeof ZPostSmsLoginRequest>;
export const ZPostSmsLoginResponse = ZPostLoginResponse;

export const postSmsLogin = defineEndpoint({
  method: 'POST',
  path: '/login/smsLogin',
  access: 'public',
  summary: 'Logs in with a phone and the verification code sent to it',
  body: ZPostSmsLoginRequest,
  response: ZPostSmsLoginResponse,
});
