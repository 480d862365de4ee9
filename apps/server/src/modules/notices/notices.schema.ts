import type {
  BroadcastTable,
  BroadcastOrganisationTable,
} from '../../platform/broadcasts/broadcast.schema';

export type NoticeTable = BroadcastTable;
export type NoticeOrganisationTable = BroadcastOrganisationTable<'notice_id'>;

export type NoticesTables = {
  notices: NoticeTable;
  notice_organisations: NoticeOrganisationTable;
};
