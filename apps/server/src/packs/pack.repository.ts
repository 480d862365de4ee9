import type { Kysely } from 'kysely';
import type { Database, MemberTable, OrganisationTable, TenantTable } from '../db/schema';

type TenantFields = Omit<TenantTable, 'id' | 'created_at'>;
type OrganisationFields = Omit<OrganisationTable, 'id' | 'tenant_id' | 'created_at'>;
type MemberFields = Omit<
  MemberTable,
  'id' | 'tenant_id' | 'created_at' | 'last_login_at' | 'avatar' | 'total_credit'
>;

/** Upserts of a content-pack import, keyed by the pack's natural keys; always tenant-scoped. */
export const packRepository = (db: Kysely<Database>) => ({
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

  organisationIdsByCode: async (tenantId: string) => {
    const rows = await db
      .selectFrom('organisations')
      .select(['id', 'classify_code'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.classify_code, row.id]));
  },

  insertOrganisation: (tenantId: string, id: string, fields: OrganisationFields, now: number) =>
    db
      .insertInto('organisations')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now })
      .execute(),

  updateOrganisation: (tenantId: string, id: string, fields: OrganisationFields) =>
    db
      .updateTable('organisations')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  findMemberId: async (tenantId: string, userCode: string) =>
    (
      await db
        .selectFrom('members')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('user_code', '=', userCode)
        .executeTakeFirst()
    )?.id,

  insertMember: (tenantId: string, id: string, fields: MemberFields, now: number) =>
    db
      .insertInto('members')
      .values({
        id,
        tenant_id: tenantId,
        ...fields,
        avatar: null,
        total_credit: 0,
        created_at: now,
        last_login_at: null,
      })
      .execute(),

  updateMember: (tenantId: string, id: string, fields: MemberFields) =>
    db
      .updateTable('members')
      .set(fields)
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  replaceMemberOrganisations: async (
    tenantId: string,
    memberId: string,
    organisationIds: string[],
  ) => {
    await db
      .deleteFrom('member_organisations')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute();
    if (organisationIds.length === 0) return;
    await db
      .insertInto('member_organisations')
      .values(
        organisationIds.map((organisationId) => ({
          tenant_id: tenantId,
          member_id: memberId,
          organisation_id: organisationId,
        })),
      )
      .execute();
  },
});
