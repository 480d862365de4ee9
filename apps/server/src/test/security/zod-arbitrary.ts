import fc from 'fast-check';
import type { z } from 'zod';

/**
 * fast-check arbitraries of the values a zod 4 schema accepts, read from the schema's own
 * definition (`schema._zod.def`): no published package derives them from zod 4 (STACK.md).
 * It knows the kinds the contracts use; any other kind throws, naming it, so a contract that
 * outgrows the walker fails its test rather than being fuzzed with the wrong values.
 */

export type ArbitraryOptions = {
  /**
   * Values to aim at for object fields of these names, at any depth (the real ids of a test's
   * objects): drawn more often than generated ones.
   */
  fieldValues?: Readonly<Record<string, readonly unknown[]>>;
  /** Most items in a generated array or record (more when the schema needs more). */
  maxItems?: number;
  /** Longest generated string (longer when the schema needs it). */
  maxStringLength?: number;
};

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck<never>;
type Settings = Required<Pick<ArbitraryOptions, 'maxItems' | 'maxStringLength'>> &
  Pick<ArbitraryOptions, 'fieldValues'>;

const accepts = (schema: Schema) => (value: unknown) =>
  (schema as z.ZodType).safeParse(value).success;

/** The checks of a schema, the schema itself first when it is a check too (`z.url()`, `z.int()`). */
const checksOf = (schema: Schema): z.core.$ZodCheckDef[] => {
  const def = schema._zod.def as z.core.$ZodTypeDef & Partial<z.core.$ZodCheckDef>;
  const own = def.check === undefined ? [] : [def as z.core.$ZodCheckDef];
  return [...own, ...(def.checks ?? []).map((check: Check) => check._zod.def)];
};

/** Mostly ASCII, with a few characters outside it and one outside the BMP. */
const TEXT_UNIT = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom('é', 'ß', '中', '文', 'ё', '😀') },
);

type Lengths = { min: number; max: number };

const lengthsOf = (checks: z.core.$ZodCheckDef[]): Lengths => {
  let min = 0;
  let max = Infinity;
  for (const check of checks) {
    if (check.check === 'min_length')
      min = Math.max(min, (check as z.core.$ZodCheckMinLengthDef).minimum);
    if (check.check === 'max_length')
      max = Math.min(max, (check as z.core.$ZodCheckMaxLengthDef).maximum);
    if (check.check === 'length_equals') {
      const { length } = check as z.core.$ZodCheckLengthEqualsDef;
      min = length;
      max = length;
    }
  }
  return { min, max };
};

const cappedMax = ({ min, max }: Lengths, cap: number) => Math.max(min, Math.min(max, cap));

const stringArbitrary = (schema: Schema, settings: Settings): fc.Arbitrary<unknown> => {
  const checks = checksOf(schema);
  const lengths = lengthsOf(checks);
  const formats = checks.filter(
    (check): check is z.core.$ZodCheckStringFormatDef => check.check === 'string_format',
  );
  const overwrites = checks.filter(
    (check): check is z.core.$ZodCheckOverwriteDef => check.check === 'overwrite',
  );
  const [format, ...otherFormats] = formats;
  if (otherFormats.length > 0) throw new Error('zod-arbitrary: a string with two formats');
  let base: fc.Arbitrary<string>;
  switch (format?.format) {
    case undefined:
      base = fc.string({
        unit: TEXT_UNIT,
        minLength: lengths.min,
        maxLength: cappedMax(lengths, settings.maxStringLength),
      });
      break;
    case 'regex':
      base = fc.stringMatching(format.pattern as RegExp);
      break;
    case 'url':
      base = fc.webUrl({ withQueryParameters: true, withFragments: true });
      break;
    case 'email':
      base = fc.emailAddress();
      break;
    case 'uuid':
    case 'guid':
      base = fc.uuid();
      break;
    default:
      throw new Error(`zod-arbitrary: unsupported string format '${format?.format}'`);
  }
  // Overwrites (trim, lower case) run before the checks: the value sent is already their output.
  const normalised = base.map((text) =>
    overwrites.reduce((value, { tx }) => tx(value as never) as string, text),
  );
  return normalised.filter(accepts(schema));
};

/** Numbers tried against a refinement that only some numbers pass (`pageSize` of 10, 20, 30, 50). */
const REFINED_NUMBER_CANDIDATES = [
  ...Array.from({ length: 1001 }, (_, index) => index - 100),
  0.5,
  1.5,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
];

const NUMBER_FORMAT_RANGES: Record<z.core.$ZodNumberFormats, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

/** The integers or finite doubles within a number schema's bounds. */
const numberArbitrary = (schema: Schema): fc.Arbitrary<unknown> => {
  if (checksOf(schema).some((check) => check.check === 'custom')) {
    // Filtering random numbers through a refinement could find none: pick among candidates.
    const passing = REFINED_NUMBER_CANDIDATES.filter(accepts(schema));
    if (passing.length === 0) throw new Error('zod-arbitrary: no candidate passes a refinement');
    return fc.constantFrom(...passing);
  }
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.check === 'greater_than') {
      const { value, inclusive } = check as z.core.$ZodCheckGreaterThanDef;
      if (Number(value) >= min) [min, minExcluded] = [Number(value), !inclusive];
    } else if (check.check === 'less_than') {
      const { value, inclusive } = check as z.core.$ZodCheckLessThanDef;
      if (Number(value) <= max) [max, maxExcluded] = [Number(value), !inclusive];
    } else if (check.check === 'number_format') {
      const { format } = check as z.core.$ZodCheckNumberFormatDef;
      if (format === 'safeint' || format === 'int32' || format === 'uint32') integer = true;
      const [low, high] = NUMBER_FORMAT_RANGES[format];
      min = Math.max(min, low);
      max = Math.min(max, high);
    } else {
      throw new Error(`zod-arbitrary: unsupported number check '${check.check}'`);
    }
  }
  if (integer) {
    const low = minExcluded && Number.isInteger(min) ? min + 1 : Math.ceil(min);
    const high = maxExcluded && Number.isInteger(max) ? max - 1 : Math.floor(max);
    return fc
      .bigInt({ min: BigInt(low), max: BigInt(high) })
      .map(Number)
      .filter(accepts(schema));
  }
  return fc
    .double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true })
    .filter(accepts(schema));
};

const withCustomChecks = (schema: Schema, arbitrary: fc.Arbitrary<unknown>) =>
  checksOf(schema).some((check) => check.check === 'custom')
    ? arbitrary.filter(accepts(schema))
    : arbitrary;

const objectArbitrary = (schema: Schema, settings: Settings) => {
  const { shape } = schema._zod.def as z.core.$ZodObjectDef;
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const generated = walk(field, settings);
      const aimed = settings.fieldValues?.[key];
      return [
        key,
        aimed && aimed.length > 0
          ? fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...aimed) },
              { weight: 1, arbitrary: generated },
            )
          : generated,
      ];
    }),
  );
  // An optional field is left out rather than sent as undefined.
  return fc
    .record(fields)
    .map((record) =>
      Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)),
    );
};

const recordArbitrary = (schema: Schema, settings: Settings) => {
  const { keyType, valueType } = schema._zod.def as z.core.$ZodRecordDef;
  const keyKind = keyType._zod.def.type;
  const value = walk(valueType, settings);
  // A record keyed by an enum or literal must hold every key.
  if (keyKind === 'enum' || keyKind === 'literal') {
    const keys = [...(keyType._zod.values ?? [])].map(String);
    return fc.record(Object.fromEntries(keys.map((key) => [key, value])));
  }
  return fc.dictionary(walk(keyType, settings) as fc.Arbitrary<string>, value, {
    maxKeys: settings.maxItems,
  });
};

const arrayArbitrary = (schema: Schema, settings: Settings) => {
  const { element } = schema._zod.def as z.core.$ZodArrayDef;
  const lengths = lengthsOf(checksOf(schema));
  return fc.array(walk(element, settings), {
    minLength: lengths.min,
    maxLength: cappedMax(lengths, settings.maxItems),
  });
};

const walk = (schema: Schema, settings: Settings): fc.Arbitrary<unknown> => {
  const def = schema._zod.def;
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, settings);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'enum':
    case 'literal':
      return fc.constantFrom(...(schema._zod.values ?? []));
    case 'object':
      return withCustomChecks(schema, objectArbitrary(schema, settings));
    case 'record':
      return withCustomChecks(schema, recordArbitrary(schema, settings));
    case 'array':
      return withCustomChecks(schema, arrayArbitrary(schema, settings));
    case 'union':
      return fc.oneof(
        ...(def as z.core.$ZodUnionDef).options.map((option) => walk(option, settings)),
      );
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(walk((def as z.core.$ZodOptionalDef).innerType, settings), {
        nil: undefined,
      });
    case 'nullable':
      return fc.option(walk((def as z.core.$ZodNullableDef).innerType, settings), { nil: null });
    case 'readonly':
    case 'catch':
      return walk((def as z.core.$ZodReadonlyDef).innerType, settings);
    case 'pipe':
      // What the pipe takes in; its transforms or later checks may still refuse some of it.
      return walk((def as z.core.$ZodPipeDef).in, settings).filter(accepts(schema));
    default:
      throw new Error(`zod-arbitrary: unsupported schema type '${def.type}'`);
  }
};

/** Values that `schema` accepts as input (before its defaults and transforms). */
export const arbitraryOf = (
  schema: Schema,
  { fieldValues, maxItems = 4, maxStringLength = 40 }: ArbitraryOptions = {},
): fc.Arbitrary<unknown> => walk(schema, { fieldValues, maxItems, maxStringLength });

/** The string form of each value, as a query string carries it; absent fields stay absent. */
export const asQueryStrings = (value: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, typeof field === 'string' ? field : JSON.stringify(field)]),
  );

/** Query strings that `schema` accepts once each value is read from its string form. */
export const queryArbitraryOf = (schema: z.ZodObject, options: ArbitraryOptions = {}) =>
  arbitraryOf(schema, options).map((value) => asQueryStrings(value as Record<string, unknown>));
