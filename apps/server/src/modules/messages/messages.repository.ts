import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export type InmailPage = { limit: number; offset: number };

/** In-mail queries: always by tenant and by recipient, so a learner reaches only their own. */
export const messagesRepository = (db: Kysely<Database>) => {
  const inbox = (tenantId: string, memberId: string) =>
    db
      .selectFrom('inmail_recipients')
      .innerJoin('inmail_messages', (join) =>
        join
          .onRef('inmail_messages.id', '=', 'inmail_recipients.message_id')
          .onRef('inmail_messages.tenant_id', '=', 'inmail_recipients.tenant_id'),
      )
      .where('inmail_recipients.tenant_id', '=', tenantId)
      .where('inmail_recipients.member_id', '=', memberId);

  return {
    /** One page of the learner's messages, newest first. */
    listInbox: (tenantId: string, memberId: string, page: InmailPage) =>
      inbox(tenantId, memberId)
        .select([
          'inmail_messages.id',
          'inmail_messages.title',
          'inmail_messages.label',
          'inmail_messages.content',
          'inmail_messages.sent_at',
          'inmail_recipients.read_at',
        ])
        .orderBy('inmail_messages.sent_at', 'desc')
        .orderBy('inmail_messages.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    countInbox: async (tenantId: string, memberId: string) => {
      const row = await inbox(tenantId, memberId)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    countUnread: async (tenantId: string, memberId: string) => {
      const row = await db
        .selectFrom('inmail_recipients')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    findReadTime: (tenantId: string, memberId: string, messageId: string) =>
      db
        .selectFrom('inmail_recipients')
        .select('read_at')
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('message_id', '=', messageId)
        .executeTakeFirst(),

    /** Marks unread messages read; a read one keeps its first read time. Answers how many changed. */
    markRead: async (
      tenantId: string,
      memberId: string,
      now: number,
      messageId: string | null = null,
    ) => {
      let query = db
        .updateTable('inmail_recipients')
        .set({ read_at: now })
        .where('tenant_id', '=', tenantId)
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null);
      if (messageId !== null) query = query.where('message_id', '=', messageId);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
};

export const messagesRepositories = (db: Kysely<Database>) => ({
  messages: messagesRepository(db),
});
