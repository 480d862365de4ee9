import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import type { TenantTable } from './tenants.schema';

type TenantFields = Omit<Insertable<TenantTable>, 'id' | 'created_at'>;

/** Writes of the tenant row, keyed by factoryCode; reads go through platform/tenancy. */
export const tenantsRepository = (db: Kysely<Database>) => ({
  findTenantId: async (factoryCode: string) =>
    (
      await db
        .selectFrom('tenants')
        .select('id')
        .where('factory_code', '=', factoryCode)
        .executeTakeFirst()
    )?.id,

  insertTenant: (id: string, fields: TenantFields, now: number) =>
    db
      .insertInto('tenants')
      .values({ id, ...fields, created_at: now })
      .execute(),

  updateTenant: (id: string, fields: Partial<TenantFields>) =>
    db.updateTable('tenants').set(fields).where('id', '=', id).execute(),
});

/** What the tenant calls read: the directory every request resolves tenants through. */
export const tenantsRepositories = (db: Kysely<Database>) => ({ tenants: tenantDirectory(db) });
