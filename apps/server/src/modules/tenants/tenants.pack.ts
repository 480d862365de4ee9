import type { TPackTenant } from '@lectern/contracts/tenants/tenant-pack';
import { mapAssets } from '../../platform/packs/pack-assets';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { newId } from '../../platform/security/tokens';
import type { Executor } from '../../platform/services/service-deps';
import { tenantsRepository } from './tenants.repository';

/**
 * Creates or updates the pack's tenant, matched by factoryCode. It runs before every other part:
 * uploads belong to the tenant, so the row exists before the assets are recorded.
 */
export const importTenant = async (trx: Executor, tenant: TPackTenant, now: number) => {
  const tenants = tenantsRepository(trx);
  const existingTenantId = await tenants.findTenantId(tenant.factoryCode);
  const tenantId = existingTenantId ?? newId();
  const tenantFields = {
    factory_code: tenant.factoryCode,
    sys_name: tenant.sysName,
    user_version: tenant.userVersion,
    edition: tenant.edition,
    modules: JSON.stringify(tenant.modules),
    registration: JSON.stringify(tenant.registration),
    limits: JSON.stringify(tenant.limits),
    force_chat_app_login: tenant.forceChatAppLogin ? 1 : 0,
    question_type_names: JSON.stringify(tenant.questionTypeNames),
    doc_viewer_url: tenant.docViewerUrl,
    content_lang: tenant.contentLang,
    updated_at: now,
  };
  if (existingTenantId) await tenants.updateTenant(tenantId, tenantFields);
  else {
    await tenants.insertTenant(
      tenantId,
      { ...tenantFields, sys_logo_url: null, custom_style: '{}', home_page: null },
      now,
    );
  }
  return { tenantId, created: !existingTenantId };
};

/** The tenant's images and home page, once its assets are stored. */
export const tenantsPack: PackImporter<object> = {
  assetSources: (pack) => pack.tenant,
  importPart: async ({ trx, pack, tenantId, assetUrl }) => {
    const resolved = mapAssets(pack.tenant, assetUrl);
    await tenantsRepository(trx).updateTenant(tenantId, {
      sys_logo_url: resolved.logo,
      custom_style: JSON.stringify(resolved.customStyle),
      home_page: resolved.homePage === null ? null : JSON.stringify(resolved.homePage),
    });
    return {};
  },
};
