import { ErrorCode } from '@lectern/contracts/common/error-codes';
import {
  normaliseCustomValue,
  type TCustomField,
  type TCustomFieldType,
} from '@lectern/contracts/common/custom-field';
import type { TGetCustomInfoResponse } from '@lectern/contracts/common/get-custom-info';
import type { TGetOrganisationTreeResponse } from '@lectern/contracts/custom-info/get-organisation-tree';
import type { TPostSaveCustomInfoRequest } from '@lectern/contracts/custom-info/post-save-custom-info';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../platform/http/app-error';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import {
  classifyNodesOf,
  isChoosable,
  organisationTree,
  type OrganisationEntry,
} from './organisation-tree';
import type { CustomInfoRepositories } from './custom-info.repository';

type FieldRow = Awaited<ReturnType<CustomInfoRepositories['customInfo']['fields']>>[number];

const fieldOf = (row: FieldRow, value: string | null): TCustomField => ({
  key: row.field_key,
  label: row.label,
  type: row.field_type as TCustomFieldType,
  required: row.required === 1,
  unique: row.is_unique === 1,
  options: JSON.parse(row.options) as string[],
  value,
});

/**
 * The supplementary info (spec §2, §5, §7): whether a member still has to supply it, the form,
 * the organisation tree, and saving with every rule checked here.
 */
export const customInfoService = ({
  db,
  transact,
  repositories,
}: ServiceDeps<CustomInfoRepositories>) => {
  const { customInfo: repository, memberOrganisations } = repositories(db);

  /** The member's first enabled last-level organisation, in tree order. */
  const memberOrganisation = async ({ tenantId, memberId }: MemberSession) => {
    const [tree, memberIds] = await Promise.all([
      repository.organisations(tenantId).then(organisationTree),
      memberOrganisations.organisationIdsOf(tenantId, memberId),
    ]);
    const choosable = memberIds
      .map((id) => tree.byId.get(id))
      .filter((entry): entry is OrganisationEntry => entry !== undefined && isChoosable(entry));
    choosable.sort((left, right) => left.classify_path.localeCompare(right.classify_path));
    return choosable[0] ?? null;
  };

  const memberFields = async ({ tenantId, memberId }: MemberSession) => {
    const [rows, values] = await Promise.all([
      repository.fields(tenantId),
      repository.memberValues(tenantId, memberId),
    ]);
    const valueOf = new Map(values.map((row) => [row.field_id, row.value]));
    return rows.map((row) => fieldOf(row, valueOf.get(row.id) ?? null));
  };

  return {
    /** Spec §7 prev/login/info: required by the tenant and not complete yet. */
    needsInfo: async (session: MemberSession): Promise<boolean> => {
      const settings = await repository.settings(session.tenantId);
      if (!settings || settings.required !== 1) return false;
      if (!(await memberOrganisation(session))) return true;
      const fields = await memberFields(session);
      return fields.some((field) => field.required && field.value === null);
    },

    form: async (session: MemberSession): Promise<TGetCustomInfoResponse> => {
      const settings = await repository.settings(session.tenantId);
      if (!settings) throw new AppError(ErrorCode.CUSTOM_INFO_NOT_SET);
      const organisation = await memberOrganisation(session);
      return {
        required: settings.required === 1,
        organisationLabel: settings.organisation_label,
        organisation: organisation && {
          classifyCode: organisation.classify_code,
          classifyPath: organisation.classify_path,
          name: organisation.name,
        },
        fields: await memberFields(session),
      };
    },

    organisationTree: async ({
      tenantId,
    }: MemberSession): Promise<TGetOrganisationTreeResponse> => {
      const tree = organisationTree(await repository.organisations(tenantId));
      if (![...tree.byId.values()].some(isChoosable)) {
        throw new AppError(ErrorCode.DROPDOWN_QUERY_INFO_EMPTY);
      }
      return classifyNodesOf(tree.roots);
    },

    /**
     * Checks the organisation, then each field in form order, and answers the first failure.
     * Uniqueness and headcount hold under concurrent saves: a unique index on the values, and the
     * organisation's headcount row locked while its members are counted.
     */
    save: async (session: MemberSession, request: TPostSaveCustomInfoRequest): Promise<null> => {
      const { tenantId, memberId } = session;
      const settings = await repository.settings(tenantId);
      if (!settings) throw new AppError(ErrorCode.CUSTOM_INFO_NOT_SET);
      const label = settings.organisation_label;

      if (request.classifyCode === '') {
        throw new AppError(ErrorCode.REQUIRED_FIELD_EMPTY, { field: label });
      }
      const tree = organisationTree(await repository.organisations(tenantId));
      const organisation = tree.byCode.get(request.classifyCode);
      // A disabled organisation cannot be chosen: it answers like one that does not exist.
      if (!organisation || !organisation.able) throw new AppError(ErrorCode.NO_DATA);
      if (!organisation.leaf) throw new AppError(ErrorCode.REQUIRED_FIELD_EMPTY, { field: label });

      const rows = await repository.fields(tenantId);
      const known = new Set(rows.map((row) => row.field_key));
      if (Object.keys(request.values).some((key) => !known.has(key))) {
        throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG);
      }
      const values = rows.map((row) => {
        const field = fieldOf(row, null);
        const checked = normaliseCustomValue(field, request.values[row.field_key]);
        if (!checked.ok) throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG, { field: row.label });
        if (field.required && checked.value === null) {
          throw new AppError(ErrorCode.REQUIRED_FIELD_EMPTY, { field: row.label });
        }
        return { row, value: checked.value };
      });
      for (const { row, value } of values) {
        if (row.is_unique !== 1 || value === null) continue;
        if (await repository.uniqueValueTaken(tenantId, row.id, value, memberId)) {
          throw new AppError(ErrorCode.INPUT_ITEM_REPEATED, { field: row.label });
        }
      }

      // Only database work, safe to run again: on SQLite a failed group re-runs it alone.
      await transact(async (trx) => {
        const { customInfo: writes, memberOrganisations: placements } = repositories(trx);
        const now = Date.now();
        const current = await placements.organisationIdsOf(tenantId, memberId);
        const joining = !current.includes(organisation.id);
        const limit = joining ? await writes.lockHeadcountLimit(tenantId, organisation.id) : null;
        if (
          limit !== null &&
          (await placements.countMembersIn(tenantId, organisation.id, memberId)) >= limit
        ) {
          throw new AppError(ErrorCode.ORGANISATION_HEADCOUNT_FULL, { name: organisation.name });
        }
        if (joining || current.length !== 1) {
          await placements.placeIn(tenantId, memberId, organisation.id);
        }

        await writes.deleteMemberValues(tenantId, memberId);
        for (const { row, value } of values) {
          if (value === null) continue;
          try {
            await writes.insertMemberValue({
              tenant_id: tenantId,
              member_id: memberId,
              field_id: row.id,
              value,
              unique_value: row.is_unique === 1 ? value : null,
              updated_at: now,
            });
          } catch (error) {
            // Another member saved the same value since the check above.
            if (!isUniqueViolation(error)) throw error;
            throw new AppError(ErrorCode.INPUT_ITEM_REPEATED, { field: row.label });
          }
        }
      });
      return null;
    },
  };
};
