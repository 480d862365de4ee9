import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { droppedIds, differs } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { messagesPackRepository } from './messages-pack.repository';

export type MessagesImportSummary = { inmailMessages: number };

/**
 * The in-mail part of a content-pack import (issue 4), matched by code so ids stay stable and a
 * second import changes nothing. What the pack no longer lists is removed. Read states belong to
 * the learners: an import adds and removes recipients but never changes whether a kept recipient
 * has read a message.
 */
export const messagesPack: PackImporter<MessagesImportSummary> = {
  assetSources: (pack) => pack.inmailMessages.map((message) => message.content),
  importPart: async ({ trx, pack, tenantId, now, assetUrl, memberIds }) => {
    const packs = messagesPackRepository(trx);
    const memberIdOf = (userCode: string) => memberIds.get(userCode) ?? '';
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
        await packs.insertInmailMessage(
          tenantId,
          messageId,
          { code: message.code, ...fields },
          now,
        );
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

    return { inmailMessages: pack.inmailMessages.length };
  },
};
