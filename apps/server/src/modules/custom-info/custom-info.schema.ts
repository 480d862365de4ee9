export type CustomInfoSettingsTable = {
  tenant_id: string;
  /** 1: members must supply the info before using the app. */
  required: number;
  organisation_label: string;
  updated_at: number;
};

export type CustomFieldTable = {
  id: string;
  tenant_id: string;
  field_key: string;
  label: string;
  /** contracts `TCustomFieldType`. */
  field_type: string;
  required: number;
  is_unique: number;
  /** JSON: the options of a single-select field. */
  options: string;
  sort: number;
  created_at: number;
  updated_at: number;
};

export type MemberCustomValueTable = {
  tenant_id: string;
  member_id: string;
  field_id: string;
  value: string;
  /** `value` when the field is unique, else null; a unique index covers it. */
  unique_value: string | null;
  updated_at: number;
};

export type OrganisationHeadcountTable = {
  organisation_id: string;
  tenant_id: string;
  max_members: number;
};

export type CustomInfoTables = {
  custom_info_settings: CustomInfoSettingsTable;
  custom_fields: CustomFieldTable;
  member_custom_values: MemberCustomValueTable;
  organisation_headcounts: OrganisationHeadcountTable;
};
