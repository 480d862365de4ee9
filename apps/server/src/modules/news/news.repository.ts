import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import {
  publishedToAudience,
  type AddressedTables,
  type Audience,
} from '../../platform/tenancy/audience';

const ADDRESSED: AddressedTables = {
  items: 'news_items',
  organisations: 'news_organisations',
  itemColumn: 'news_id',
};

/** News queries: only the tenant's news items published by `now` and addressed to the member. */
export const newsRepository = (db: Kysely<Database>) => {
  const visible = (audience: Audience) =>
    db.selectFrom('news_items').where(publishedToAudience(ADDRESSED, audience));

  const filtered = (audience: Audience, title: string | null) => {
    const query = visible(audience);
    return title === null ? query : query.where(containsText('news_items.title', title));
  };

  return {
    /** One page, newest first. */
    list: (audience: Audience, title: string | null, page: { limit: number; offset: number }) =>
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

    count: async (audience: Audience, title: string | null) => {
      const row = await filtered(audience, title)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find: (audience: Audience, newsId: string) =>
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

export const newsRepositories = (db: Kysely<Database>) => ({ broadcasts: newsRepository(db) });
