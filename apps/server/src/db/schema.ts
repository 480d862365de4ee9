/**
 * Table shapes as Kysely sees them. Times are epoch milliseconds, booleans are 0/1 integers and
 * JSON documents are text, so one schema runs on SQLite and PostgreSQL alike.
 */
export type TenantTable = {
  id: string;
  factory_code: string;
  sys_name: string;
  sys_logo_url: string | null;
  /** JSON: contracts `TCustomStyle`. */
  custom_style: string;
  user_version: number;
  edition: string;
  /** JSON: list of contracts `TModule`. */
  modules: string;
  /** JSON: `{ enabled, reviewRequired }`. */
  registration: string;
  /** JSON: `{ maxLearners, maxOnlineUsers }`, null meaning no limit. */
  limits: string;
  force_chat_app_login: number;
  /** JSON: custom question type names keyed by type code. */
  question_type_names: string;
  doc_viewer_url: string | null;
  /** JSON: contracts `THomePage`, null when not configured. */
  home_page: string | null;
  created_at: number;
  updated_at: number;
};

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
};

export type MemberOrganisationTable = {
  tenant_id: string;
  member_id: string;
  organisation_id: string;
};

export type SessionTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  /** SHA-256 of the token, base64url; the token itself is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  /** The 403 sub-code the session answers once revoked. */
  revoke_reason: string | null;
  ip: string | null;
  user_agent: string | null;
};

export type UploadTable = {
  id: string;
  tenant_id: string;
  member_id: string | null;
  /** 'public': anyone with the URL; 'member': a session of the same tenant. */
  visibility: string;
  storage_key: string;
  original_name: string;
  extension: string;
  mime: string;
  size: number;
  sha256: string;
  file_type: number;
  created_at: number;
};

export type Database = {
  tenants: TenantTable;
  organisations: OrganisationTable;
  members: MemberTable;
  member_organisations: MemberOrganisationTable;
  sessions: SessionTable;
  uploads: UploadTable;
};
