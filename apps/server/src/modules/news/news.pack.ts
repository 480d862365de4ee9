import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { differs, droppedIds, sameSet } from '../../platform/packs/pack-rows';
import { newId } from '../../platform/security/tokens';
import { newsPackRepository } from './news-pack.repository';

export type NewsImportSummary = { news: number };

/**
 * The news part of a content-pack import (issue 4), matched by code so ids stay stable and a
 * second import changes nothing. What the pack no longer lists is removed.
 */
export const newsPack: PackImporter<NewsImportSummary> = {
  assetSources: (pack) =>
    pack.news.map(({ content, docUrls, coverUrl }) => ({ content, docUrls, coverUrl })),
  importPart: async ({ trx, pack, tenantId, now, assetUrl, organisationIds }) => {
    const packs = newsPackRepository(trx);
    const organisationIdsOf = (codes: string[] | null) =>
      [...new Set(codes ?? [])].map((code) => organisationIds.get(code) ?? '');
    const attachmentFields = (item: { docUrls: string[]; docNames: string[] }) => ({
      doc_urls: JSON.stringify(mapAssets(item.docUrls, assetUrl)),
      doc_names: JSON.stringify(item.docUrls.map((_, index) => item.docNames[index] ?? '')),
    });

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

    return { news: pack.news.length };
  },
};
