/**
 * A ticket that lets one of a member's other devices (the phone secondary camera) open the
 * realtime channel without signing in (docs/decisions/0051). Only its hash is stored.
 */
export type RealtimeDeviceTicketTable = {
  /** SHA-256 of the ticket, base64url. */
  token_hash: string;
  tenant_id: string;
  member_id: string;
  /** The session that asked for it: the ticket dies with it. */
  session_id: string;
  /** The device's uid suffix without its dash, e.g. `deputy`. */
  device: string;
  created_at: number;
  expires_at: number;
};

export type RealtimeTables = { realtime_device_tickets: RealtimeDeviceTicketTable };
