import type { Invitations, InvitationsOn } from '../../platform/sharing/invitations';
import type { Executor } from '../../platform/services/service-deps';

/** The sharing module's invitation codes, lent to registration (platform/sharing/invitations.ts). */
export const invitationsRepository: InvitationsOn = (db: Executor): Invitations => ({
  inviterOf: async (tenantId, inviteCode) =>
    (
      await db
        .selectFrom('invite_codes')
        .select('member_id')
        .where('tenant_id', '=', tenantId)
        .where('code', '=', inviteCode.trim().toUpperCase())
        .executeTakeFirst()
    )?.member_id,

  recordRegistration: async (registration) => {
    await db
      .insertInto('invite_registrations')
      .values({
        tenant_id: registration.tenantId,
        inviter_id: registration.inviterId,
        invitee_id: registration.inviteeId,
        nick_name: registration.nickName,
        phone: registration.phone,
        invited_at: registration.invitedAt,
      })
      .onConflict((conflict) => conflict.columns(['tenant_id', 'invitee_id']).doNothing())
      .execute();
  },
});
