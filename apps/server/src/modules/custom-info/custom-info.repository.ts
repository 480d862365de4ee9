import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberOrganisationsOn } from '../../platform/accounts/member-accounts';
import type { MemberCustomValueTable } from './custom-info.schema';

/** Kysely queries of the supplementary info; every one is scoped to the tenant. */
export const customInfoRepository = (db: Kysely<Database>) => ({
  settings: (tenantId: string) =>
    db
      .selectFrom('custom_info_settings')
      .select(['required', 'organisation_label'])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst(),

  /** In form order. */
  fields: (tenantId: string) =>
    db
      .selectFrom('custom_fields')
      .select(['id', 'field_key', 'label', 'field_type', 'required', 'is_unique', 'options'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('field_key')
      .execute(),

  memberValues: (tenantId: string, memberId: string) =>
    db
      .selectFrom('member_custom_values')
      .select(['field_id', 'value'])
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute(),

  /** The whole tree, siblings in order. */
  organisations: (tenantId: string) =>
    db
      .selectFrom('organisations')
      .select(['id', 'parent_id', 'classify_code', 'classify_path', 'name', 'is_able'])
      .where('tenant_id', '=', tenantId)
      .orderBy('sort')
      .orderBy('classify_path')
      .execute(),

  /**
   * The organisation's headcount limit, taking the row's write lock until the transaction ends
   * (PostgreSQL); SQLite runs one writing transaction at a time anyway.
   */
  lockHeadcountLimit: async (tenantId: string, organisationId: string) => {
    const row = await db
      .updateTable('organisation_headcounts')
      .set((eb) => ({ max_members: eb.ref('max_members') }))
      .where('tenant_id', '=', tenantId)
      .where('organisation_id', '=', organisationId)
      .returning('max_members')
      .executeTakeFirst();
    return row?.max_members ?? null;
  },

  /** Whether another member of the tenant already holds `uniqueValue` in the field. */
  uniqueValueTaken: async (
    tenantId: string,
    fieldId: string,
    uniqueValue: string,
    exceptMemberId: string,
  ) =>
    (await db
      .selectFrom('member_custom_values')
      .select('member_id')
      .where('tenant_id', '=', tenantId)
      .where('field_id', '=', fieldId)
      .where('unique_value', '=', uniqueValue)
      .where('member_id', '!=', exceptMemberId)
      .executeTakeFirst()) !== undefined,

  deleteMemberValues: (tenantId: string, memberId: string) =>
    db
      .deleteFrom('member_custom_values')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .execute(),

  insertMemberValue: (row: MemberCustomValueTable) =>
    db.insertInto('member_custom_values').values(row).execute(),
});

/** The supplementary info's own tables, and the members' organisations (the members module's). */
export const customInfoRepositories =
  (memberOrganisations: MemberOrganisationsOn) => (db: Kysely<Database>) => ({
    customInfo: customInfoRepository(db),
    memberOrganisations: memberOrganisations(db),
  });

export type CustomInfoRepositories = ReturnType<ReturnType<typeof customInfoRepositories>>;
