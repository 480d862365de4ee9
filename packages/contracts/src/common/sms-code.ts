import { z } from 'zod';

/** Issue 4: a verification code is 6 digits, single use, valid 10 minutes, 5 tries at most. */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_SECONDS = 10 * 60;
export const SMS_CODE_MAX_TRIES = 5;
/** Spec §9 'verification-code resend countdown': one send per phone per 60 s. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_SENDS_PER_PHONE_PER_HOUR = 5;
export const SMS_SENDS_PER_IP_PER_HOUR = 30;

/** What a code is for; a code sent for one scene never passes for another. */
export const SmsScene = {
  LOGIN: 'login',
  REGISTER: 'register',
  CHANGE_PASSWORD: 'change-password',
} as const;
export type TSmsScene = (typeof SmsScene)[keyof typeof SmsScene];

/** A phone number used as the account: digits, optionally with a leading '+' (6-15 digits). */
export const PHONE_PATTERN = /^\+?\d{6,15}$/;

/** Empty fields answer their own catalogue codes, so they are optional on the wire. */
export const ZSmsCodeField = z
  .string()
  .trim()
  .max(SMS_CODE_LENGTH * 2)
  .optional();
export const ZPhoneField = z.string().trim().max(32).optional();

/** After a send, the client counts down `resendAfter` seconds before offering to resend. */
export const ZSmsCodeSent = z.object({ resendAfter: z.number().int().positive() });
export type TSmsCodeSent = z.infer<typeof ZSmsCodeSent>;
