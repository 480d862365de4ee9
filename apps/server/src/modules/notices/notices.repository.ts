import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';
import {
  publishedToAudience,
  type AddressedTables,
  type Audience,
} from '../../platform/tenancy/audience';

const ADDRESSED: AddressedTables = {
  items: 'notices',
  organisations: 'notice_organisations',
  itemColumn: 'notice_id',
};

/** Notice queries: only the tenant's notices published by `now` and addressed to the member. */
export const noticesRepository = (db: Kysely<Database>) => {
  const visible = (audience: Audience) =>
    db.selectFrom('notices').where(publishedToAudience(ADDRESSED, audience));

  const filtered = (audience: Audience, title: string | null) => {
    const query = visible(audience);
    return title === null ? query : query.where(containsText('notices.title', title));
  };

  return {
    /** One page, newest first. */
    list: (audience: Audience, title: string | null, page: { limit: number; offset: number }) =>
      filtered(audience, title)
        .select(['notices.id', 'notices.title', 'notices.publish_at', 'notices.doc_urls'])
        .orderBy('notices.publish_at', 'desc')
        .orderBy('notices.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    count: async (audience: Audience, title: string | null) => {
      const row = await filtered(audience, title)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find: (audience: Audience, noticeId: string) =>
      visible(audience)
        .select([
          'notices.id',
          'notices.title',
          'notices.content',
          'notices.publish_at',
          'notices.doc_urls',
          'notices.doc_names',
        ])
        .where('notices.id', '=', noticeId)
        .executeTakeFirst(),
  };
};

export const noticesRepositories = (db: Kysely<Database>) => ({
  broadcasts: noticesRepository(db),
});
