import { z } from 'zod';

/** A learner's invitation code (sharing; registration takes it): upper-case letters and digits, no look-alikes (0/O, 1/I). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;

/** A code as typed or carried in a link: trimmed and upper-cased, so case never matters. */
export const ZInviteCode = z
  .string()
  .trim()
  .max(32)
  .transform((code) => code.toUpperCase());

/** The registration link of a code (spec §2 /regist with the code, issue 24). */
export const invitationPath = (factoryCode: string, inviteCode: string) =>
  `/h5/p/regist?${new URLSearchParams({ factoryCode, inviteCode }).toString()}`;
