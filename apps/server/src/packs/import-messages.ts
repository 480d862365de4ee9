import type { Kysely } from 'kysely';
import type { TContentPack } from '@lectern/contracts/packs/content-pack';
import type { Database } from '../db/schema';
import { newId } from '../platform/security/tokens';
import { mapAssets } from './pack-assets';
import { messagesPackRepository } from './messages-pack.repository';

/**
 * The in-mail, notice and news part of a content-pack import (issue 4), matched by code so ids
 * stay stable and a second import changes nothing. What the pack no longer lists is removed.
 * Read states belong to the learners: an import adds and removes recipients but never changes
 * whether a kept recipient has read a message.
 */

export type MessagesImportSummary = { inmailMessages: number; notices: number; news: number };

/** The parts of the pack that may hold `asset:` references, for collecting them before import. */
export const messagesAssetSources = (pack: TContentPack) => ({
  inmailMessages: pack.inmailMessages.map((message) => message.content),
  notices: pack.notices.map(({ content, docUrls }) => ({ content, docUrls })),
  news: pack.news.map(({ content, docUrls, coverUrl }) => ({ content, docUrls, coverUrl })),
});

/** The ids of stored rows whose codes the pack no longer lists. */
const droppedIds = (stored: ReadonlyMap<string, { id: string }>, listed: { code: string }[]) => {
  const codes = new Set(listed.map((item) => item.code));
  return [...stored].filter(([code]) => !codes.has(code)).map(([, row]) => row.id);
};

/** Whether any of `fields` differs from the stored row: unchanged rows are left alone. */
const differs = (row: object, fields: object) =>
  Object.entries(fields).some(
    ([column, value]) => (row as Record<string, unknown>)[column] !== value,
  );

const sameSet = (stored: ReadonlySet<string>, wanted: string[]) =>
  stored.size === new Set(wanted).size && wanted.every((id) => stored.has(id));

export const importMessagesContent = async (
  trx: Kysely<Database>,
  {
    tenantId,
    pack,
    assetUrl,
    memberIds,
    organisationIds,
  }: {
    tenantId: string;
    pack: TContentPack;
    assetUrl: (path: string) => string;
    memberIds: ReadonlyMap<string, string>;
    organisationIds: ReadonlyMap<string, string>;
  },
): Promise<MessagesImportSummary> => {
  const packs = messagesPackRepository(trx);
  const now = Date.now();
  const memberIdOf = (userCode: string) => memberIds.get(userCode) ?? '';
  const organisationIdsOf = (codes: string[] | null) =>
    [...new Set(codes ?? [])].map((code) => organisationIds.get(code) ?? '');
  const attachmentFields = (item: { docUrls: string[]; docNames: string[] }) => ({
    doc_urls: JSON.stringify(mapAssets(item.docUrls, assetUrl)),
    doc_names: JSON.stringify(item.docUrls.map((_, index) => item.docNames[index] ?? '')),
  });

  const messages = await packs.inmailMessagesByCode(tenantId);
  await packs.deleteInmailMessages(tenantId, droppedIds(messages, pack.inmailMessages));
  for (const message of pack.inmailMessages) {
    const fields = {
      title: message.title,
      content: mapAssets(message.content, assetUrl),
      sent_at: message.sendTime,
    };
    const existing = messages.get(message.code);
    const messageId = existing?.id ?? newId();
    if (!existing) {
      await packs.insertInmailMessage(tenantId, messageId, { code: message.code, ...fields }, now);
    } else if (differs(existing, fields)) {
      await packs.updateInmailMessage(tenantId, messageId, fields, now);
    }
    const stored = existing ? await packs.recipientIds(tenantId, messageId) : new Set<string>();
    const wanted = new Set(message.recipients.map(memberIdOf));
    const readBy = new Set(message.readBy.map(memberIdOf));
    await packs.deleteRecipients(
      tenantId,
      messageId,
      [...stored].filter((memberId) => !wanted.has(memberId)),
    );
    await packs.insertRecipients(
      tenantId,
      messageId,
      [...wanted]
        .filter((memberId) => !stored.has(memberId))
        .map((memberId) => ({ memberId, readAt: readBy.has(memberId) ? now : null })),
    );
  }

  const notices = await packs.noticesByCode(tenantId);
  await packs.deleteNotices(tenantId, droppedIds(notices, pack.notices));
  for (const notice of pack.notices) {
    const fields = {
      title: notice.title,
      content: mapAssets(notice.content, assetUrl),
      ...attachmentFields(notice),
      publish_at: notice.publishTime,
      whole_tenant: notice.organisations === null ? 1 : 0,
    };
    const existing = notices.get(notice.code);
    const noticeId = existing?.id ?? newId();
    if (!existing)
      await packs.insertNotice(tenantId, noticeId, { code: notice.code, ...fields }, now);
    else if (differs(existing, fields)) await packs.updateNotice(tenantId, noticeId, fields, now);
    const targets = organisationIdsOf(notice.organisations);
    if (!existing || !sameSet(await packs.noticeOrganisationIds(tenantId, noticeId), targets)) {
      await packs.replaceNoticeOrganisations(tenantId, noticeId, targets);
    }
  }

  const news = await packs.newsByCode(tenantId);
  await packs.deleteNews(tenantId, droppedIds(news, pack.news));
  for (const item of pack.news) {
    const fields = {
      title: item.title,
      summary: item.summary,
      cover_url: item.coverUrl === null ? null : mapAssets(item.coverUrl, assetUrl),
      content: mapAssets(item.content, assetUrl),
      ...attachmentFields(item),
      publish_at: item.publishTime,
      whole_tenant: item.organisations === null ? 1 : 0,
    };
    const existing = news.get(item.code);
    const newsId = existing?.id ?? newId();
    if (!existing) await packs.insertNews(tenantId, newsId, { code: item.code, ...fields }, now);
    else if (differs(existing, fields)) await packs.updateNews(tenantId, newsId, fields, now);
    const targets = organisationIdsOf(item.organisations);
    if (!existing || !sameSet(await packs.newsOrganisationIds(tenantId, newsId), targets)) {
      await packs.replaceNewsOrganisations(tenantId, newsId, targets);
    }
  }

  return {
    inmailMessages: pack.inmailMessages.length,
    notices: pack.notices.length,
    news: pack.news.length,
  };
};
