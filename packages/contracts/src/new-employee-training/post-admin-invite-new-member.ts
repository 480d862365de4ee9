import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZAdminTraineeProgress } from './get-admin-new-member-train-progress';

export const ZPostAdminInviteNewMemberRequest = z.object({
  trainId: ZId,
  /** The member's account (spec §3 userCode). */
  userCode: z.string().trim().min(1).max(64),
});

/**
 * Administrator: puts a member on a programme's invitation list; their deadlines count from now.
 * Inviting a member already on the list changes nothing and answers their standing. 309250 for an
 * unknown programme, 309251 for an unknown member.
 */
export const postAdminInviteNewMember = defineEndpoint({
  method: 'POST',
  path: '/admin/newMemberTrain/invite',
  access: 'admin',
  summary: 'Invite a member to a new-employee training programme',
  body: ZPostAdminInviteNewMemberRequest,
  response: ZAdminTraineeProgress,
});
