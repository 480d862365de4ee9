import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import type { TEdition, TModule } from '@lectern/contracts/common/tenant';
import { sharedLookups } from '../../db/batch-while-busy';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../http/app-error';
import { tenantDirectory } from '../tenancy/tenant-directory';

export type ModuleGate = {
  /** The tenant module the routes belong to: switched off, they answer 408 (spec §6). */
  module: TModule;
  /** Editions that include the feature, and the code the others answer (spec §6 edition gating). */
  editions?: { allowed: readonly TEdition[]; refusal: TErrorCode };
};

/** Most tenants one statement looks up. */
const MAX_LOOKUPS = 256;

/** A tenant's edition and modules; the lookups that arrive together share a statement. */
export type TenantFeatures = (
  tenantId: string,
) => Promise<{ edition: TEdition; modules: TModule[] } | undefined>;

export const tenantFeatures = (db: Kysely<Database>, dialect: Dialect): TenantFeatures =>
  sharedLookups(
    dialect,
    tenantDirectory(db).featuresOf,
    (rows, tenantId: string) => rows.find((row) => row.id === tenantId),
    MAX_LOOKUPS,
  );

/**
 * A hook for a feature's plugin context: every member route of the feature first checks that the
 * session's tenant has the edition and the module switched on. Runs after the session guard.
 */
export const moduleGuard =
  (featuresOf: TenantFeatures, gate: ModuleGate): preHandlerAsyncHookHandler =>
  async (request) => {
    if (!request.session) return;
    const tenant = await featuresOf(request.session.tenantId);
    if (!tenant) throw new AppError(ErrorCode.MODULE_NOT_ENABLED);
    if (gate.editions && !gate.editions.allowed.includes(tenant.edition)) {
      throw new AppError(gate.editions.refusal);
    }
    if (!tenant.modules.includes(gate.module)) throw new AppError(ErrorCode.MODULE_NOT_ENABLED);
  };
