import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds, sameSet } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { noticesPackRepository } from './notices-pack.repository';

export type NoticesImportSummary = { notices: number };

/**
 * The notice part of a content-pack import (issue 4), matched by code so ids stay stable and a
 * second import changes nothing. What the pack no longer lists is removed.
 */
export const noticesPack: PackImporter<NoticesImportSummary> = {
  assetSources: (pack) => pack.notices.map(({ content, docUrls }) => ({ content, docUrls })),
  importPart: async ({ trx, pack, tenantId, now, assetUrl, organisationIds }) => {
    const packs = noticesPackRepository(trx);
    const organisationIdsOf = (codes: string[] | null) =>
      [...new Set(codes ?? [])].map((code) => organisationIds.get(code) ?? '');
    const attachmentFields = (item: { docUrls: string[]; docNames: string[] }) => ({
      doc_urls: JSON.stringify(mapAssets(item.docUrls, assetUrl)),
      doc_names: JSON.stringify(item.docUrls.map((_, index) => item.docNames[index] ?? '')),
    });

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

    return { notices: pack.notices.length };
  },
};
