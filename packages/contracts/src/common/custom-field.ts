import { z } from 'zod';
import type { TPackIssue } from './pack-issue';

/**
 * The tenant's custom fields of the supplementary info (spec §2 'Custom / supplementary info',
 * §3 'custom fields', §5 Forms) and the rules a value must follow. Values travel and are stored
 * as strings: a number in its shortest decimal form, a date as YYYY-MM-DD, a choice as the
 * option's text. The server and the client apply the same rules.
 */

export const CustomFieldType = {
  TEXT: 'text',
  NUMBER: 'number',
  DATE: 'date',
  SELECT: 'select',
} as const;
export type TCustomFieldType = (typeof CustomFieldType)[keyof typeof CustomFieldType];
export const ZCustomFieldType = z.enum(CustomFieldType);

/** Longest text value and longest option text. */
export const CUSTOM_TEXT_MAX_LENGTH = 200;
/** Most custom fields one tenant can define. */
export const CUSTOM_FIELDS_MAX = 50;
/** Most options of one single-select field. */
export const CUSTOM_OPTIONS_MAX = 100;
/** Numbers beyond this lose precision as JavaScript numbers. */
const NUMBER_MAX_ABS = Number.MAX_SAFE_INTEGER;

/** A field key: stable across pack imports, the key of the value in requests. */
export const ZCustomFieldKey = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'a letter, then letters, digits, "_" or "-"');

/** One custom field as the learner's form shows it, with the member's current value. */
export const ZCustomField = z.object({
  key: ZCustomFieldKey,
  label: z.string(),
  type: ZCustomFieldType,
  required: z.boolean(),
  /** No two members of the tenant may hold the same value (300365). */
  unique: z.boolean(),
  /** The choices of a single-select field; empty for the other types. */
  options: z.array(z.string()),
  value: z.string().nullable(),
});
export type TCustomField = z.infer<typeof ZCustomField>;

export type TCustomFieldRule = Pick<TCustomField, 'type' | 'options'>;

/**
 * A custom field as a content pack defines it: the tenant's supplementary info and a paper's
 * information collection (spec §2 /exam/Collection) share the shape and its rules.
 */
export const ZPackCustomField = z.object({
  key: ZCustomFieldKey,
  label: z.string().trim().min(1).max(64),
  type: ZCustomFieldType,
  required: z.boolean().default(false),
  unique: z.boolean().default(false),
  options: z
    .array(z.string().trim().min(1).max(CUSTOM_TEXT_MAX_LENGTH))
    .max(CUSTOM_OPTIONS_MAX)
    .default([]),
  /** Position on the form, ascending; fields without one follow in pack order. */
  sort: z.number().int().optional(),
});
export type TPackCustomField = z.infer<typeof ZPackCustomField>;

/** What one schema cannot check of a list of fields: keys once each, options only (and always) on a select. */
export const customFieldIssues = (
  fields: TPackCustomField[],
  path: (string | number)[],
): TPackIssue[] => {
  const issues: TPackIssue[] = [];
  const keys = new Set<string>();
  fields.forEach((field, index) => {
    const at = [...path, index];
    if (keys.has(field.key)) issues.push({ path: at, message: `duplicate field key ${field.key}` });
    keys.add(field.key);
    const isSelect = field.type === CustomFieldType.SELECT;
    if (isSelect && field.options.length === 0) {
      issues.push({ path: at, message: 'a select field needs options' });
    }
    if (!isSelect && field.options.length > 0) {
      issues.push({ path: at, message: 'only a select field has options' });
    }
    if (new Set(field.options).size !== field.options.length) {
      issues.push({ path: at, message: 'duplicate option' });
    }
  });
  return issues;
};

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export const isCalendarDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
};

export type TCustomValueCheck = { ok: true; value: string | null } | { ok: false };

/**
 * A submitted value in its stored form: trimmed, empty as null, a number in its shortest form
 * ("007.50" → "7.5"). Not ok when it is not a value of the field's type.
 */
export const normaliseCustomValue = (
  field: TCustomFieldRule,
  raw: string | null | undefined,
): TCustomValueCheck => {
  const text = (raw ?? '').trim();
  if (text === '') return { ok: true, value: null };
  switch (field.type) {
    case CustomFieldType.TEXT:
      return text.length <= CUSTOM_TEXT_MAX_LENGTH ? { ok: true, value: text } : { ok: false };
    case CustomFieldType.NUMBER: {
      if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return { ok: false };
      const number = Number(text);
      if (!Number.isFinite(number) || Math.abs(number) > NUMBER_MAX_ABS) return { ok: false };
      return { ok: true, value: String(number === 0 ? 0 : number) };
    }
    case CustomFieldType.DATE:
      return isCalendarDate(text) ? { ok: true, value: text } : { ok: false };
    case CustomFieldType.SELECT:
      return field.options.includes(text) ? { ok: true, value: text } : { ok: false };
  }
};

/** Fields in form order: by `sort`, a field without one at its place in the list (as custom info sorts). */
export const inFormOrder = <T extends { sort?: number | undefined }>(fields: T[]): T[] =>
  fields
    .map((field, index) => ({ field, order: field.sort ?? index, index }))
    .sort((left, right) => left.order - right.order || left.index - right.index)
    .map(({ field }) => field);
