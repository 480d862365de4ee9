import type { ColumnType } from 'kysely';

export type OrganisationTable = {
  id: string;
  tenant_id: string;
  parent_id: string | null;
  classify_code: string;
  /** Spec §3: codes from the root down to this node, each followed by '/'. */
  classify_path: string;
  name: string;
  is_able: number;
  sort: number;
  created_at: number;
};

export type MemberTable = {
  id: string;
  tenant_id: string;
  user_code: string;
  nick_name: string;
  password_hash: string;
  phone: string | null;
  /** contracts `TAccountStatus`. */
  status: string;
  expire_at: number | null;
  biz_name: string | null;
  biz_type: string | null;
  avatar: string | null;
  total_credit: number;
  created_at: number;
  updated_at: number;
  last_login_at: number | null;
  /** contracts `TMemberRole` (migration 0014). */
  role: string;
  /**
   * Site-relative URL of the ID photo proctored face checks compare with, set by the content
   * pack (migration 0020; inserts may leave it to its default); null: none.
   */
  id_photo: ColumnType<string | null, string | null | undefined, string | null>;
  /** The member's mentor (migration 0032), a member of the same tenant; null: none. */
  mentor_id: ColumnType<string | null, string | null | undefined, string | null>;
};

export type MemberOrganisationTable = {
  tenant_id: string;
  member_id: string;
  organisation_id: string;
};

export type MembersTables = {
  organisations: OrganisationTable;
  members: MemberTable;
  member_organisations: MemberOrganisationTable;
};
