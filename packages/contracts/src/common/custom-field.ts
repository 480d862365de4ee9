import { z } from 'zod';

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
