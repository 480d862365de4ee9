import { z } from 'zod';
import {
  CUSTOM_FIELDS_MAX,
  customFieldIssues,
  normaliseCustomValue,
  ZPackCustomField,
} from '../common/custom-field';
import type { TPackIssue } from '../common/pack-issue';

/** The label the organisation picker and its error messages use when the pack gives none. */
export const DEFAULT_ORGANISATION_LABEL = '组织架构';

/**
 * The tenant's supplementary info (spec §2): its custom fields, and whether members must supply
 * it (a last-level organisation and every required field) before using the app.
 */
export const ZPackCustomInfo = z.object({
  required: z.boolean().default(false),
  organisationLabel: z.string().trim().min(1).max(64).default(DEFAULT_ORGANISATION_LABEL),
  fields: z.array(ZPackCustomField).max(CUSTOM_FIELDS_MAX).default([]),
});
export type TPackCustomInfo = z.infer<typeof ZPackCustomInfo>;

type TOrganisationNode = {
  code: string;
  isAble: boolean;
  headcountLimit?: number | undefined;
  children: TOrganisationNode[];
};
type TMemberValues = {
  organisations: string[];
  customValues: Record<string, string>;
};

/** Enabled last-level nodes: the only ones a member can choose (a disabled node disables its subtree). */
const enabledLeafCodes = (nodes: TOrganisationNode[], parentAble = true): string[] =>
  nodes.flatMap((node) => {
    const able = parentAble && node.isAble;
    if (node.children.length === 0) return able ? [node.code] : [];
    return enabledLeafCodes(node.children, able);
  });

const headcountLimits = (nodes: TOrganisationNode[]): Map<string, number> =>
  new Map(
    nodes.flatMap((node) => [
      ...(node.headcountLimit === undefined
        ? []
        : [[node.code, node.headcountLimit] as [string, number]]),
      ...headcountLimits(node.children),
    ]),
  );

/**
 * Checks of the supplementary info across a content pack: field keys and options, the members'
 * values against their fields (type, options, uniqueness), headcount limits, and a tenant that
 * requires the info offering an organisation to choose.
 */
export const customInfoIssues = ({
  customInfo,
  organisations,
  members,
}: {
  customInfo: TPackCustomInfo | null;
  organisations: TOrganisationNode[];
  members: TMemberValues[];
}): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const fields = customInfo?.fields ?? [];
  issues.push(...customFieldIssues(fields, ['customInfo', 'fields']));
  if (customInfo?.required && enabledLeafCodes(organisations).length === 0) {
    issues.push({
      path: ['customInfo', 'required'],
      message: 'required supplementary info needs an enabled last-level organisation',
    });
  }

  const byKey = new Map(fields.map((field) => [field.key, field]));
  const taken = new Map<string, string>();
  members.forEach((member, index) => {
    for (const [key, raw] of Object.entries(member.customValues)) {
      const path = ['members', index, 'customValues', key];
      const field = byKey.get(key);
      if (!field) {
        issues.push({ path, message: `unknown custom field ${key}` });
        continue;
      }
      const checked = normaliseCustomValue(field, raw);
      if (!checked.ok) {
        issues.push({ path, message: `not a ${field.type} value of field ${key}` });
        continue;
      }
      if (!field.unique || checked.value === null) continue;
      const uniqueKey = `${key}\u0000${checked.value}`;
      if (taken.has(uniqueKey)) {
        issues.push({ path, message: `${checked.value} is already the ${key} of another member` });
      }
      taken.set(uniqueKey, key);
    }
  });

  const limits = headcountLimits(organisations);
  const headcounts = new Map<string, number>();
  for (const member of members) {
    for (const code of new Set(member.organisations)) {
      headcounts.set(code, (headcounts.get(code) ?? 0) + 1);
    }
  }
  for (const [code, limit] of limits) {
    if ((headcounts.get(code) ?? 0) > limit) {
      issues.push({
        path: ['organisations'],
        message: `organisation ${code} has more members than its headcountLimit ${limit}`,
      });
    }
  }
  return issues;
};
