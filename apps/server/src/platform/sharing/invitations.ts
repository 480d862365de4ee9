import type { Executor } from '../services/service-deps';

/** A registration made with a learner's invitation code (spec §2 /personal/invitecode). */
export type InvitedRegistration = {
  tenantId: string;
  inviterId: string;
  inviteeId: string;
  /** What the inviter's list shows of the new member, as they registered. */
  nickName: string;
  phone: string;
  invitedAt: number;
};

/**
 * Learners' invitation codes, for registration. The sharing module owns the invitation tables and
 * implements this (modules/sharing/invitations.repository.ts); the app lends it to auth
 * (features.ts, docs/decisions/0067). Built on an executor, so the record commits with the new
 * account.
 */
export type Invitations = {
  /** The member whose code `inviteCode` is (case-insensitive), or undefined. */
  inviterOf: (tenantId: string, inviteCode: string) => Promise<string | undefined>;
  /** Records who invited the new member; once per member. */
  recordRegistration: (registration: InvitedRegistration) => Promise<void>;
};

export type InvitationsOn = (executor: Executor) => Invitations;
