import { normaliseCustomValue } from '@lectern/contracts/common/custom-field';
import type { PackImporter } from '../../platform/packs/pack-importer';
import { flattenTree } from '../../platform/packs/pack-tree';
import { newId } from '../../platform/security/tokens';
import { customInfoPackRepository } from './custom-info-pack.repository';

export type CustomInfoImportSummary = { customFields: number };

/**
 * The supplementary info part of a content-pack import (issue 4): the tenant's settings and
 * custom fields matched by key (a field the pack no longer lists goes, with members' values),
 * organisation headcount limits, and the values the pack gives its members. Values a member
 * entered and the pack does not list are kept, so a re-import never erases what learners typed.
 */
export const customInfoPack: PackImporter<CustomInfoImportSummary> = {
  importPart: async ({ trx, pack, tenantId, now, memberIds, organisationIds }) => {
    const repository = customInfoPackRepository(trx);

    for (const { node } of flattenTree(pack.organisations)) {
      const organisationId = organisationIds.get(node.code);
      if (!organisationId) continue;
      if (node.headcountLimit === undefined)
        await repository.deleteHeadcount(tenantId, organisationId);
      else await repository.upsertHeadcount(tenantId, organisationId, node.headcountLimit);
    }

    const { customInfo } = pack;
    const stored = await repository.fieldsByKey(tenantId);
    const listed = customInfo?.fields ?? [];
    const listedKeys = new Set(listed.map((field) => field.key));
    await repository.deleteFields(
      tenantId,
      [...stored.values()].filter((row) => !listedKeys.has(row.field_key)).map((row) => row.id),
    );
    if (!customInfo) {
      await repository.deleteSettings(tenantId);
      return { customFields: 0 };
    }
    await repository.upsertSettings(
      tenantId,
      { required: customInfo.required ? 1 : 0, organisation_label: customInfo.organisationLabel },
      now,
    );

    const fieldIds = new Map<string, string>();
    for (const [index, field] of customInfo.fields.entries()) {
      const fields = {
        field_key: field.key,
        label: field.label,
        field_type: field.type,
        required: field.required ? 1 : 0,
        is_unique: field.unique ? 1 : 0,
        options: JSON.stringify(field.options),
        sort: field.sort ?? index,
      };
      const existing = stored.get(field.key);
      if (existing) {
        await repository.updateField(tenantId, existing.id, fields, now);
        if (existing.is_unique !== fields.is_unique) {
          await repository.resetUniqueValues(tenantId, existing.id, field.unique);
        }
        fieldIds.set(field.key, existing.id);
      } else {
        const id = newId();
        await repository.insertField(tenantId, id, fields, now);
        fieldIds.set(field.key, id);
      }
    }

    const byKey = new Map(customInfo.fields.map((field) => [field.key, field]));
    for (const member of pack.members) {
      const memberId = memberIds.get(member.userCode);
      if (!memberId) continue;
      for (const [key, raw] of Object.entries(member.customValues)) {
        const field = byKey.get(key);
        const fieldId = fieldIds.get(key);
        // The pack schema has checked every value; these only satisfy the types.
        if (!field || !fieldId) continue;
        const checked = normaliseCustomValue(field, raw);
        if (!checked.ok) continue;
        if (checked.value === null) {
          await repository.deleteMemberValue(tenantId, memberId, fieldId);
          continue;
        }
        await repository.upsertMemberValue({
          tenant_id: tenantId,
          member_id: memberId,
          field_id: fieldId,
          value: checked.value,
          unique_value: field.unique ? checked.value : null,
          updated_at: now,
        });
      }
    }
    return { customFields: customInfo.fields.length };
  },
};
