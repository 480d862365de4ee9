import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { containsText } from '../../platform/search/contains-text';

export type NoticeAudience = {
  tenantId: string;
  /** The organisations addressed content reaches the member through (member-audience.ts). */
  organisationIds: string[];
  now: number;
};

/** Notice queries: only the tenant's notices published by `now` and addressed to the member. */
export const noticesRepository = (db: Kysely<Database>) => {
  const visible = ({ tenantId, organisationIds, now }: NoticeAudience) =>
    db
      .selectFrom('notices')
      .where('notices.tenant_id', '=', tenantId)
      .where('notices.publish_at', '<=', now)
      .where((eb) =>
        organisationIds.length === 0
          ? eb('notices.whole_tenant', '=', 1)
          : eb.or([
              eb('notices.whole_tenant', '=', 1),
              eb.exists(
                eb
                  .selectFrom('notice_organisations')
                  .select('notice_organisations.notice_id')
                  .where('notice_organisations.tenant_id', '=', tenantId)
                  .whereRef('notice_organisations.notice_id', '=', 'notices.id')
                  .where('notice_organisations.organisation_id', 'in', organisationIds),
              ),
            ]),
      );

  const filtered = (audience: NoticeAudience, title: string | null) => {
    const query = visible(audience);
    return title === null ? query : query.where(containsText('notices.title', title));
  };

  return {
    /** One page, newest first. */
    list: (
      audience: NoticeAudience,
      title: string | null,
      page: { limit: number; offset: number },
    ) =>
      filtered(audience, title)
        .select(['notices.id', 'notices.title', 'notices.publish_at', 'notices.doc_urls'])
        .orderBy('notices.publish_at', 'desc')
        .orderBy('notices.id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    count: async (audience: NoticeAudience, title: string | null) => {
      const row = await filtered(audience, title)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    find: (audience: NoticeAudience, noticeId: string) =>
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
