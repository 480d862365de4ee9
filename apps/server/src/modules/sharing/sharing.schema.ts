/** A learner's invitation code (spec §3 inviteCreateTime): one per learner, unique in the tenant. */
export type InviteCodeTable = {
  tenant_id: string;
  member_id: string;
  /** Upper-case letters and digits. */
  code: string;
  created_at: number;
};

/**
 * A member who registered with another's code (spec §3 inviteTime), with their name and phone
 * as they registered: the inviter's list shows them without reading the members' tables.
 */
export type InviteRegistrationTable = {
  tenant_id: string;
  inviter_id: string;
  invitee_id: string;
  nick_name: string;
  phone: string;
  invited_at: number;
};

export type SharingTables = {
  invite_codes: InviteCodeTable;
  invite_registrations: InviteRegistrationTable;
};
