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

export type SessionsTables = { sessions: SessionTable };
