import type { ColumnType } from 'kysely';

/** A tenant: its factoryCode, name, style, edition and limits (spec §7 getFactoryInfo). */
export type TenantTable = {
  id: string;
  factory_code: string;
  sys_name: string;
  sys_logo_url: string | null;
  /** JSON: contracts `TCustomStyle`. */
  custom_style: string;
  user_version: number;
  edition: string;
  /** JSON: list of contracts `TModule`. */
  modules: string;
  /** JSON: `{ enabled, reviewRequired }`. */
  registration: string;
  /** JSON: `{ maxLearners, maxOnlineUsers }`, null meaning no limit. */
  limits: string;
  force_chat_app_login: number;
  /** JSON: custom question type names keyed by type code. */
  question_type_names: string;
  doc_viewer_url: string | null;
  /** JSON: contracts `THomePage`, null when not configured. */
  home_page: string | null;
  /** BCP 47 tag of the language the tenant's content is written in; zh-CN unless set. */
  content_lang: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
};

export type TenantsTables = { tenants: TenantTable };
