import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { InmailMessageTable } from './messages.schema';

type InmailFields = Pick<InmailMessageTable, 'title' | 'content' | 'sent_at'>;

/** Upserts of the in-mail part of a content-pack import; always tenant-scoped. */
export const messagesPackRepository = (db: Kysely<Database>) => ({
  inmailMessagesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('inmail_messages')
      .select(['id', 'code', 'title', 'content', 'sent_at'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertInmailMessage: (
    tenantId: string,
    id: string,
    fields: InmailFields & { code: string },
    now: number,
  ) =>
    db
      .insertInto('inmail_messages')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateInmailMessage: (tenantId: string, id: string, fields: InmailFields, now: number) =>
    db
      .updateTable('inmail_messages')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Their recipients' read states go with them. */
  deleteInmailMessages: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('inmail_messages')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  recipientIds: async (tenantId: string, messageId: string) => {
    const rows = await db
      .selectFrom('inmail_recipients')
      .select('member_id')
      .where('tenant_id', '=', tenantId)
      .where('message_id', '=', messageId)
      .execute();
    return new Set(rows.map((row) => row.member_id));
  },

  insertRecipients: async (
    tenantId: string,
    messageId: string,
    recipients: { memberId: string; readAt: number | null }[],
  ) => {
    if (recipients.length === 0) return;
    await db
      .insertInto('inmail_recipients')
      .values(
        recipients.map(({ memberId, readAt }) => ({
          tenant_id: tenantId,
          message_id: messageId,
          member_id: memberId,
          read_at: readAt,
        })),
      )
      .execute();
  },

  deleteRecipients: async (tenantId: string, messageId: string, memberIds: string[]) => {
    if (memberIds.length === 0) return;
    await db
      .deleteFrom('inmail_recipients')
      .where('tenant_id', '=', tenantId)
      .where('message_id', '=', messageId)
      .where('member_id', 'in', memberIds)
      .execute();
  },
});
