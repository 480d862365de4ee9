import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';

/**
 * Spec §5: empty fields answer their own codes (300100-300102), so the fields are optional here
 * and the service checks them; a wrong account or password answers 300103.
 */
export const ZPostLoginRequest = z.object({
  factoryCode: z.string().trim().max(32).optional(),
  userCode: z.string().trim().max(64).optional(),
  password: z.string().max(128).optional(),
});
export type TPostLoginRequest = z.infer<typeof ZPostLoginRequest>;

/** Spec §5: password minimum length, case sensitive. */
export const PASSWORD_MIN_LENGTH = 6;

export const ZLoginUserInfo = z.object({
  userId: ZId,
  userCode: z.string(),
  nickName: z.string(),
  factoryCode: z.string(),
  avatar: z.string().nullable(),
});
export type TLoginUserInfo = z.infer<typeof ZLoginUserInfo>;

export const ZPostLoginResponse = z.object({
  tokenValue: z.string(),
  loginUserInfo: ZLoginUserInfo,
});
export type TPostLoginResponse = z.infer<typeof ZPostLoginResponse>;

export const postLogin = defineEndpoint({
  method: 'POST',
  path: '/login/login',
  access: 'public',
  summary: 'Password login with tenant number, account and password',
  body: ZPostLoginRequest,
  response: ZPostLoginResponse,
});
