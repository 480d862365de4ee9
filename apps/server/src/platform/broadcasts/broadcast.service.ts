import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AppError } from '../http/app-error';
import type { ServiceDeps } from '../services/service-deps';
import type { MemberSession } from '../sessions/member-session';
import type { Audience } from '../tenancy/audience';
import { memberAudienceOrganisationIds } from '../tenancy/member-audience';

/** What a feature's broadcast repository answers: items the audience may read (audience.ts). */
export type BroadcastRepository<ListRow, DetailRow> = {
  list: (
    audience: Audience,
    title: string | null,
    page: { limit: number; offset: number },
  ) => Promise<ListRow[]>;
  count: (audience: Audience, title: string | null) => Promise<number>;
  find: (audience: Audience, id: string) => Promise<DetailRow | undefined>;
};

export type BroadcastRepositories<ListRow, DetailRow> = {
  broadcasts: BroadcastRepository<ListRow, DetailRow>;
};

/** How a feature shows its rows on the wire. */
export type BroadcastViews<ListRow, DetailRow, ListItem, Detail> = {
  listItem: (row: ListRow) => ListItem;
  detail: (row: DetailRow) => Detail;
};

/**
 * Content published to the members of a tenant or of some of its organisations (notices, news):
 * one shape, each feature with its own table, contracts and routes.
 */
export const broadcastService = <ListRow, DetailRow, ListItem, Detail>({
  db,
  repositories,
  listItem,
  detail,
}: ServiceDeps<
  BroadcastRepositories<ListRow, DetailRow>,
  BroadcastViews<ListRow, DetailRow, ListItem, Detail>
>) => {
  const { broadcasts } = repositories(db);
  const audienceOf = async ({ tenantId, memberId }: MemberSession): Promise<Audience> => ({
    tenantId,
    organisationIds: await memberAudienceOrganisationIds(db, tenantId, memberId),
    now: Date.now(),
  });

  return {
    list: async (
      session: MemberSession,
      { pageNum, pageSize, title }: { pageNum: number; pageSize: number; title?: string | null },
    ) => {
      const audience = await audienceOf(session);
      const search = title || null;
      const [rows, total] = await Promise.all([
        broadcasts.list(audience, search, { limit: pageSize, offset: (pageNum - 1) * pageSize }),
        broadcasts.count(audience, search),
      ]);
      return { list: rows.map(listItem), total };
    },

    /** Unpublished, not addressed to the learner, or another tenant's: 300213, like a missing one. */
    detail: async (session: MemberSession, id: string) => {
      const row = await broadcasts.find(await audienceOf(session), id);
      if (!row) throw new AppError(ErrorCode.NO_DATA);
      return detail(row);
    },
  };
};
