import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZPageQuery, zPage } from '../common/pagination';
import { ZEpochMillis } from '../common/primitives';

export const ZGetInviteRegistrationsRequest = ZPageQuery;
export type TGetInviteRegistrationsRequest = z.infer<typeof ZGetInviteRegistrationsRequest>;

export const ZInviteRegistration = z.object({
  nickName: z.string(),
  /** The phone they registered with, its middle digits hidden. */
  phone: z.string(),
  /** Spec §3 inviteTime. */
  inviteTime: ZEpochMillis,
});
export type TInviteRegistration = z.infer<typeof ZInviteRegistration>;

export const ZGetInviteRegistrationsResponse = zPage(ZInviteRegistration);
export type TGetInviteRegistrationsResponse = z.infer<typeof ZGetInviteRegistrationsResponse>;

/** Spec §2 /personal/invitecode: the members who registered with the learner's code, newest first. */
export const getInviteRegistrations = defineEndpoint({
  method: 'GET',
  path: '/mine/inviteRegistrations',
  access: 'member',
  summary: "The members who registered with the learner's invitation code",
  query: ZGetInviteRegistrationsRequest,
  response: ZGetInviteRegistrationsResponse,
});
