import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CustomFieldTable } from './custom-info.schema';

type CustomFieldFields = Omit<CustomFieldTable, 'id' | 'tenant_id' | 'created_at' | 'updated_at'>;

/** Upserts of the supplementary info part of a content-pack import; always tenant-scoped. */
export const customInfoPackRepository = (db: Kysely<Database>) => ({
  upsertSettings: (
    tenantId: string,
    fields: { required: number; organisation_label: string },
    now: number,
  ) =>
    db
      .insertInto('custom_info_settings')
      .values({ tenant_id: tenantId, ...fields, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('tenant_id').doUpdateSet({ ...fields, updated_at: now }),
      )
      .execute(),

  deleteSettings: (tenantId: string) =>
    db.deleteFrom('custom_info_settings').where('tenant_id', '=', tenantId).execute(),

  fieldsByKey: async (tenantId: string) => {
    const rows = await db
      .selectFrom('custom_fields')
      .select(['id', 'field_key', 'is_unique'])
      .where('tenant_id', '=', tenantId)
      .execute();
    return new Map(rows.map((row) => [row.field_key, row]));
  },

  insertField: (tenantId: string, id: string, fields: CustomFieldFields, now: number) =>
    db
      .insertInto('custom_fields')
      .values({ id, tenant_id: tenantId, ...fields, created_at: now, updated_at: now })
      .execute(),

  updateField: (tenantId: string, id: string, fields: CustomFieldFields, now: number) =>
    db
      .updateTable('custom_fields')
      .set({ ...fields, updated_at: now })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .execute(),

  /** Members' values go with them. */
  deleteFields: async (tenantId: string, ids: string[]) => {
    if (ids.length === 0) return;
    await db
      .deleteFrom('custom_fields')
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  },

  /** After a field becomes unique or stops being so; fails on values members already share. */
  resetUniqueValues: (tenantId: string, fieldId: string, unique: boolean) =>
    db
      .updateTable('member_custom_values')
      .set((eb) => ({ unique_value: unique ? eb.ref('value') : null }))
      .where('tenant_id', '=', tenantId)
      .where('field_id', '=', fieldId)
      .execute(),

  upsertMemberValue: (row: {
    tenant_id: string;
    member_id: string;
    field_id: string;
    value: string;
    unique_value: string | null;
    updated_at: number;
  }) =>
    db
      .insertInto('member_custom_values')
      .values(row)
      .onConflict((conflict) =>
        conflict.columns(['member_id', 'field_id']).doUpdateSet({
          value: row.value,
          unique_value: row.unique_value,
          updated_at: row.updated_at,
        }),
      )
      .execute(),

  deleteMemberValue: (tenantId: string, memberId: string, fieldId: string) =>
    db
      .deleteFrom('member_custom_values')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('field_id', '=', fieldId)
      .execute(),

  upsertHeadcount: (tenantId: string, organisationId: string, maxMembers: number) =>
    db
      .insertInto('organisation_headcounts')
      .values({ tenant_id: tenantId, organisation_id: organisationId, max_members: maxMembers })
      .onConflict((conflict) =>
        conflict.column('organisation_id').doUpdateSet({ max_members: maxMembers }),
      )
      .execute(),

  deleteHeadcount: (tenantId: string, organisationId: string) =>
    db
      .deleteFrom('organisation_headcounts')
      .where('tenant_id', '=', tenantId)
      .where('organisation_id', '=', organisationId)
      .execute(),
});
