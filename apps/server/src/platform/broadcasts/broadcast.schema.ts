/** Columns every broadcast (notices, news items) shares. */
export type BroadcastTable = {
  id: string;
  tenant_id: string;
  /** The content pack's key for the item. */
  code: string;
  title: string;
  /** Rich text. */
  content: string;
  /** JSON: list of attachment URLs. */
  doc_urls: string;
  /** JSON: list of attachment names, parallel to doc_urls. */
  doc_names: string;
  /** Hidden from learners before this time. */
  publish_at: number;
  /** 1: every member of the tenant; 0: members of the linked organisations and below. */
  whole_tenant: number;
  created_at: number;
  updated_at: number;
};

/** Links a broadcast addressed to organisations (whole_tenant 0) to each of them. */
export type BroadcastOrganisationTable<ItemColumn extends string> = {
  tenant_id: string;
  organisation_id: string;
} & Record<ItemColumn, string>;
