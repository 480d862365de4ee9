import type { ColumnType } from 'kysely';

export type InmailMessageTable = {
  id: string;
  tenant_id: string;
  /** The content pack's key for the message. */
  code: string;
  title: string;
  /** Rich text. */
  content: string;
  sent_at: number;
  /**
   * JSON: contracts `TInmailLabel` (common/inmail-label.ts) of a message the server wrote, worded by the client; null for
   * the tenant's (migration 0014; inserts may leave it out).
   */
  label: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
};

export type InmailRecipientTable = {
  tenant_id: string;
  message_id: string;
  member_id: string;
  /** First opened; null while unread. */
  read_at: number | null;
};

export type MessagesTables = {
  inmail_messages: InmailMessageTable;
  inmail_recipients: InmailRecipientTable;
};
