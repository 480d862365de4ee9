import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode } from '../common/primitives';
import { ZLoginUserInfo } from './post-login';
import { ZPhoneField, ZSmsCodeField } from '../common/sms-code';
import { ZInviteCode } from '../common/invite-code';

/** Spec §2 registration: tenant number, name, phone as the account, password twice, a code. */
export const ZPostRegisterRequest = z.object({
  factoryCode: ZFactoryCode.optional(),
  nickName: z.string().trim().max(64).optional(),
  phone: ZPhoneField,
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  code: ZSmsCodeField,
  /** The invitation code of the learner who invited them (`/regist?inviteCode=`); optional. */
  inviteCode: ZInviteCode.optional(),
});
export type TPostRegisterRequest = z.infer<typeof ZPostRegisterRequest>;

/** Spec §4: the account either awaits admin review or is logged in at once. */
export const ZPostRegisterResponse = z.discriminatedUnion('reviewRequired', [
  z.object({ reviewRequired: z.literal(true) }),
  z.object({
    reviewRequired: z.literal(false),
    tokenValue: z.string(),
    loginUserInfo: ZLoginUserInfo,
  }),
]);
export type TPostRegisterResponse = z.infer<typeof ZPostRegisterResponse>;

/** Spec §9: a registration awaiting review redirects to the login screen after 5 s. */
export const REGISTRATION_REVIEW_REDIRECT_SECONDS = 5;

export const postRegister = defineEndpoint({
  method: 'POST',
  path: '/register/register',
  access: 'public',
  summary: 'Registers a learner account in a tenant that allows registration',
  body: ZPostRegisterRequest,
  response: ZPostRegisterResponse,
});
