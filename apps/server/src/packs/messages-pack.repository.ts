import type { Kysely } from 'kysely';
import type { Database, InmailMessageTable, NewsItemTable, NoticeTable } from '../db/schema';

type InmailFields = Pick<InmailMessageTable, 'title' | 'content' | 'sent_at'>;
type NoticeFields = Omit<NoticeTable, 'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'>;
type NewsFields = Omit<NewsItemTable, 'id' | 'tenant_id' | 'code' | 'created_at' | 'updated_at'>;

/** Upserts of the in-mail, notice and news part of a content-pack import; always tenant-scoped. */
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

  noticesByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('notices')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertNotice: (
    tenantId: string,
    id: string,
    fields: NoticeFields & { code: string },
    now: number,
  ) =>
    db
      .insertInto('notices')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateNotice: (tenantId: string, id: string, fields: NoticeFields, now: number) =>
    db
      .updateTable('notices')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteNotices: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('notices')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  noticeOrganisationIds: async (tenantId: string, noticeId: string) => {
    const rows = await db
      .selectFrom('notice_organisations')
      .select('organisation_id')
      .where('tenant_id', '=', tenantId)
      .where('notice_id', '=', noticeId)
      .execute();
    return new Set(rows.map((row) => row.organisation_id));
  },

  replaceNoticeOrganisations: async (
    tenantId: string,
    noticeId: string,
    organisationIds: string[],
  ) => {
    await db
      .deleteFrom('notice_organisations')
      .where('tenant_id', '=', tenantId)
      .where('notice_id', '=', noticeId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('notice_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          notice_id: noticeId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },

  newsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('news_items')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.code, row]));
  },

  insertNews: (tenantId: string, id: string, fields: NewsFields & { code: string }, now: number) =>
    db
      .insertInto('news_items')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateNews: (tenantId: string, id: string, fields: NewsFields, now: number) =>
    db
      .updateTable('news_items')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  deleteNews: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('news_items')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  newsOrganisationIds: async (tenantId: string, newsId: string) => {
    const rows = await db
      .selectFrom('news_organisations')
      .select('organisation_id')
      .where('tenant_id', '=', tenantId)
      .where('news_id', '=', newsId)
      .execute();
    return new Set(rows.map((row) => row.organisation_id));
  },

  replaceNewsOrganisations: async (tenantId: string, newsId: string, organisationIds: string[]) => {
    await db
      .deleteFrom('news_organisations')
      .where('tenant_id', '=', tenantId)
      .where('news_id', '=', newsId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('news_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          news_id: newsId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },
});
