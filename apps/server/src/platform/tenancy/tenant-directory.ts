import type { Kysely, Selectable } from 'kysely';
import type { THomePage } from '@lectern/contracts/common/home-page';
import type { TCustomStyle, TEdition, TModule } from '@lectern/contracts/common/tenant';
import type { Database } from '../../db/schema';

/** A tenant with its JSON settings parsed: what public calls, login and uploads look up. */
export type Tenant = {
  id: string;
  factoryCode: string;
  sysName: string;
  sysLogoUrl: string | null;
  customStyle: TCustomStyle;
  userVersion: number;
  edition: TEdition;
  modules: TModule[];
  registration: { enabled: boolean; reviewRequired: boolean };
  limits: { maxLearners: number | null; maxOnlineUsers: number | null };
  forceChatAppLogin: boolean;
  questionTypeNames: Record<string, string>;
  docViewerUrl: string | null;
  homePage: THomePage | null;
  /** BCP 47 tag of the language the tenant's content is written in (decision 0031). */
  contentLang: string;
};

export const toTenant = (row: Selectable<Database['tenants']>): Tenant => ({
  id: row.id,
  factoryCode: row.factory_code,
  sysName: row.sys_name,
  sysLogoUrl: row.sys_logo_url,
  customStyle: JSON.parse(row.custom_style) as TCustomStyle,
  userVersion: row.user_version,
  edition: row.edition as TEdition,
  modules: JSON.parse(row.modules) as TModule[],
  registration: JSON.parse(row.registration) as Tenant['registration'],
  limits: JSON.parse(row.limits) as Tenant['limits'],
  forceChatAppLogin: row.force_chat_app_login === 1,
  questionTypeNames: JSON.parse(row.question_type_names) as Record<string, string>,
  docViewerUrl: row.doc_viewer_url,
  homePage: row.home_page === null ? null : (JSON.parse(row.home_page) as THomePage),
  contentLang: row.content_lang,
});

/** Tenant lookups shared by features: by tenant number before login, by id after. */
export const tenantDirectory = (db: Kysely<Database>) => ({
  findByFactoryCode: async (factoryCode: string) => {
    const row = await db
      .selectFrom('tenants')
      .selectAll()
      .where('factory_code', '=', factoryCode)
      .executeTakeFirst();
    return row ? toTenant(row) : null;
  },
  findById: async (tenantId: string) => {
    const row = await db
      .selectFrom('tenants')
      .selectAll()
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row ? toTenant(row) : null;
  },
  /** Only the edition and modules of some tenants: what every request of a gated feature checks. */
  featuresOf: async (tenantIds: string[]) => {
    const rows = await db
      .selectFrom('tenants')
      .select(['id', 'edition', 'modules'])
      .where('id', 'in', [...new Set(tenantIds)])
      .execute();
    return rows.map((row) => ({
      id: row.id,
      edition: row.edition as TEdition,
      modules: JSON.parse(row.modules) as TModule[],
    }));
  },
  /** Every tenant's id, for work done tenant by tenant (platform/housekeeping). */
  ids: async () => {
    const rows = await db.selectFrom('tenants').select('id').orderBy('id').execute();
    return rows.map((row) => row.id);
  },
  count: async () => {
    const row = await db
      .selectFrom('tenants')
      .select((eb) => eb.fn.countAll<number>().as('tenants'))
      .executeTakeFirstOrThrow();
    return Number(row.tenants);
  },
});
