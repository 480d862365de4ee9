import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZEpochMillis } from '../common/primitives';

export const ZGetInviteCodeRequest = z.object({});
export const ZGetInviteCodeResponse = z.object({
  inviteCode: z.string(),
  /** Spec §3 inviteCreateTime. */
  inviteCreateTime: ZEpochMillis,
  /** The registration page with the code, relative to the site (the QR code opens it). */
  registrationPath: z.string(),
  /** Members who registered with it. */
  registrations: z.number().int().nonnegative(),
});
export type TGetInviteCodeResponse = z.infer<typeof ZGetInviteCodeResponse>;

/** Spec §2 /personal/invitecode: the learner's invitation code, made on first asking. */
export const getInviteCode = defineEndpoint({
  method: 'GET',
  path: '/mine/inviteCode',
  access: 'member',
  summary: "The learner's invitation code and its registration link",
  query: ZGetInviteCodeRequest,
  response: ZGetInviteCodeResponse,
});
