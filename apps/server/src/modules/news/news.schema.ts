import type {
  BroadcastTable,
  BroadcastOrganisationTable,
} from '../../platform/broadcasts/broadcast.schema';

export type NewsItemTable = BroadcastTable & { summary: string; cover_url: string | null };
export type NewsOrganisationTable = BroadcastOrganisationTable<'news_id'>;

export type NewsTables = { news_items: NewsItemTable; news_organisations: NewsOrganisationTable };
