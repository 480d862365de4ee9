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

/**
 * A learner's link to a course, question or note (spec §2 /personal/shareKnowledge): a
 * reference, no copy; one per sharer, kind and item, its token random and unique.
 */
export type ShareLinkTable = {
  tenant_id: string;
  token: string;
  member_id: string;
  /** contracts `ShareKind`. */
  kind: number;
  target_id: string;
  /** Times another learner opened its preview. */
  opens: number;
  created_at: number;
};

export type SharingTables = {
  invite_codes: InviteCodeTable;
  invite_registrations: InviteRegistrationTable;
  share_links: ShareLinkTable;
};
