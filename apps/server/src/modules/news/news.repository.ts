import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';

export type NewsAudience = {
  tenantId: string;
  /** The organisations addressed content reaches the member through (member-audience.ts). */
  organisationIds: string[];
  now: number;
};

/** News queries: only the tenant's news items published by `now` and addressed to the member. */
export const newsRepository = (db: Kysely<Database>) => {
  const visible = ({ tenantId, organisationIds, now }: NewsAudience) =>
    db
      .selectFrom('news_items')
      .where('news_items.tenant_id', '=', tenantId)
      .where('news_items.publish_at', '<=', now)
      .where((eb) =>
        organisationIds.length === 0
          ? eb('news_items.whole_tenant', '=', 1)
          : eb.or([
              eb('news_items.whole_tenant', '=', 1),
              eb.exists(
                eb
                  .selectFrom('news_organisations')
                  .select('news_organisations.news_id')
                  .where('news_organisations.tenant_id', '=', tenantId)
                  .whereRef('news_organisations.news_id', '=', 'news_items.id')
                  .where('news_organisations.organisation_id', 'in', organisationIds),
              ),
            ]),
      );

  const filtered = (audience: NewsAudience, title: string | null) => {
    const query = visible(audience);
    return title === null ? query : query.where(containsText('news_items.title', title));
  };

  return {
    /** One page, newest first. */
    list: (audience: NewsAudience, title: string | null, page: { limit: number; offset: number }) =>
      filtered(audience, title)
        .select([
          'news_items.id',
          'news_items.title',
          'news_items.summary',
          'news_items.cover_url',
          'news_items.publish_at',
        ])
        .orderBy('news_items.publish_at', 'desc')
        .orderBy('news_items.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    count: async (audience: NewsAudience, title: string | null) => {
      const row = await filtered(audience, title)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find: (audience: NewsAudience, newsId: string) =>
      visible(audience)
        .select([
          'news_items.id',
          'news_items.title',
          'news_items.summary',
          'news_items.cover_url',
          'news_items.content',
          'news_items.publish_at',
          'news_items.doc_urls',
          'news_items.doc_names',
        ])
        .where('news_items.id', '=', newsId)
        .executeTakeFirst(),
  };
};
