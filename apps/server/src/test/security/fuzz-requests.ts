import fc from 'fast-check';
import type { z } from 'zod';
import { API_BASE, type TEndpoint } from '@lectern/contracts/common/endpoint';
import { arbitraryOf, asQueryStrings, type ArbitraryOptions } from './zod-arbitrary';

/**
 * Hostile requests derived from an endpoint's contract: valid ones, valid ones with hostile
 * values, missing or extra fields, wrong shapes, broken JSON, odd content types, broken query
 * strings, and broken multipart bodies for uploads. Each is a plain description that
 * `app.inject` sends as it is.
 */

export type FuzzRequest = {
  /** What the request tries, for the failure report: 'mutated body', 'truncated multipart'. */
  kind: string;
  method: 'GET' | 'POST';
  /** Path and query string, as sent. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The client address: mostly random, so that throttles of one address do not end the run. */
  remoteAddress: string;
};

/** A fixed address among the random ones, so that some runs reach its throttles. */
const REPEATED_ADDRESS = '10.17.0.1';

const remoteAddressArbitrary = fc.oneof(
  { weight: 3, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.constant(REPEATED_ADDRESS) },
);

// Hostile values

const LONG_TEXT_LENGTH = 100_000;

/** Strings that have broken parsers, databases and renderers before. */
const ODD_TEXTS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '\u202Egnp.exe',
  '\u200F\u2066\u2069',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '\u2028\u2029',
  '\r\n',
  '\t',
  '\u001B[31m',
  '\uFFFF\uFFFE',
  '👩‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  '١٢٣',
  '１２３',
  '𝟙𝟚𝟛',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0x1F',
  '1.5',
  '1e3',
  '9007199254740993',
  '99999999999999999999999999999999',
  '  7  ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  "' OR '1'='1",
  '"; DROP TABLE members; --',
  '%',
  '%00',
  '%s%n',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '\\',
];

const LONG_TEXTS: readonly string[] = [
  'a'.repeat(LONG_TEXT_LENGTH),
  '😀'.repeat(LONG_TEXT_LENGTH / 2),
  '\u0000'.repeat(LONG_TEXT_LENGTH / 10),
  'e\u0301'.repeat(LONG_TEXT_LENGTH / 2),
  '\uD800'.repeat(LONG_TEXT_LENGTH / 10),
  '9'.repeat(LONG_TEXT_LENGTH / 10),
];

const ODD_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 53,
  2 ** 63,
  2 ** 64,
  1e21,
];

const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...ODD_TEXTS) },
  { weight: 1, arbitrary: fc.constantFrom(...LONG_TEXTS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...ODD_TEXTS),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
);

/** NaN and the infinities travel as null in JSON; the raw texts carry 1e400 and its kind. */
const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'hasOwnProperty', '', ' ', '\u0000'),
  fc.string({ maxLength: 12 }),
  hostileText,
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [[]], [{}], [null]) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileText, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// Mutations of a valid value

type Path = (string | number)[];

const isContainer = (value: unknown): value is Record<string | number, unknown> =>
  typeof value === 'object' && value !== null;

/** Every place in the value, itself first. */
const pathsOf = (value: unknown, path: Path = []): Path[] => [
  path,
  ...(isContainer(value)
    ? Object.keys(value).flatMap((key) =>
        pathsOf(value[key], [...path, Array.isArray(value) ? Number(key) : key]),
      )
    : []),
];

/** Sets an own property, `__proto__` included, so that JSON.stringify sends it. */
const setOwn = (target: Record<string | number, unknown>, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

const clone = (value: unknown): unknown =>
  value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Characters that a valid value can carry past its schema's checks to the service and the
 * database: PostgreSQL refuses U+0000 in text, lone surrogates are not UTF-8, and the others
 * change how a text displays.
 */
const TAINTS: readonly string[] = [
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\u200D',
  '\u0301',
  '😀',
  '%',
  '_',
  "'",
  '\\',
];

/** A text with one taint somewhere in it. */
const taintedArbitrary = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom(...TAINTS), fc.nat()).map(([valid, taint, position]) => {
    const at = position % (valid.length + 1);
    return `${valid.slice(0, at)}${taint}${valid.slice(at)}`;
  });

type Mutation =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'taint'; at: number; taint: string; position: number }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'wrap'; at: number; into: 'array' | 'object' };

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('taint'),
      at: fc.nat(),
      taint: fc.constantFrom(...TAINTS),
      position: fc.nat(),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace'), at: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove'), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add'),
      at: fc.nat(),
      key: hostileKey,
      value: hostileValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('wrap'),
      at: fc.nat(),
      into: fc.constantFrom('array', 'object'),
    }),
  },
) as fc.Arbitrary<Mutation>;

const valueAt = (root: unknown, path: Path) =>
  path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], root);

const mutate = (value: unknown, mutation: Mutation): unknown => {
  const root = { value: clone(value) } as Record<string | number, unknown>;
  const paths = pathsOf(root.value).map((path) => ['value', ...path]);
  const candidates =
    mutation.kind === 'add'
      ? paths.filter((path) => isContainer(valueAt(root, path)))
      : mutation.kind === 'remove'
        ? paths.filter((path) => path.length > 1)
        : mutation.kind === 'taint'
          ? paths.filter((path) => typeof valueAt(root, path) === 'string')
          : paths;
  const path = candidates[mutation.at % Math.max(candidates.length, 1)];
  if (!path) return root.value;
  const key = path.at(-1) as string | number;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, step) => node[step] as never, root);
  switch (mutation.kind) {
    case 'replace':
      setOwn(parent, key, mutation.value);
      break;
    case 'taint': {
      const text = parent[key] as string;
      const at = mutation.position % (text.length + 1);
      setOwn(parent, key, `${text.slice(0, at)}${mutation.taint}${text.slice(at)}`);
      break;
    }
    case 'remove':
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case 'add':
      setOwn(
        parent[key] as Record<string, unknown>,
        Array.isArray(parent[key]) ? 0 : mutation.key,
        mutation.value,
      );
      break;
    case 'wrap':
      setOwn(parent, key, mutation.into === 'array' ? [parent[key]] : { value: parent[key] });
      break;
  }
  return root.value;
};

/** A valid value changed in one to three places. */
const mutatedArbitrary = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(valid, fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }))
    .map(([value, mutations]) => mutations.reduce(mutate, value));

// JSON bodies

const NUMBER_TEXTS = [
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '1E+2',
  '0.1e-999',
];
const DEEP = 20_000;

/** Texts a JSON parser should refuse, or accept only with care. */
const BAD_JSON_TEXTS: readonly string[] = [
  '',
  ' ',
  '{',
  '}',
  '{"',
  '{"a":',
  'nul',
  'undefined',
  'NaN',
  "{'a':1}",
  '{a:1}',
  '{"a":1,}',
  '[1,]',
  '{"a":1}{"b":2}',
  '{"a":1} garbage',
  '\u0000',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"just a string"',
  '42',
  'true',
  'null',
  '[]',
  `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
  `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  `{"a":"${'x'.repeat(LONG_TEXT_LENGTH)}"`,
];

/** JSON of the endpoint's field names with values JSON.stringify cannot write. */
const oddNumberJson = (fieldNames: string[]) =>
  fc
    .tuple(
      fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['x'])),
      fc.constantFrom(...NUMBER_TEXTS),
    )
    .map(([field, number]) => `{${JSON.stringify(field)}:${number}}`);

const duplicateKeyJson = (valid: fc.Arbitrary<unknown>) =>
  valid.map((value) => {
    const text = JSON.stringify(value) ?? '{}';
    return text.length > 2 ? `${text.slice(0, -1)},${text.slice(1)}` : text;
  });

const truncatedJson = (valid: fc.Arbitrary<unknown>) =>
  fc
    .tuple(valid, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
    .map(([value, at]) => {
      const text = JSON.stringify(value) ?? '';
      return text.slice(0, Math.floor(text.length * at));
    });

const JSON_TYPE = 'application/json';

const ODD_CONTENT_TYPES: readonly string[] = [
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=iso-8859-1',
  'application/json; charset=utf-16le',
  'application/json;;;',
  'application/jsonx',
  'application/vnd.api+json',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=zzz',
  'application/xml',
  'application/octet-stream',
  '*/*',
  ';',
  'json',
  ' ',
];

const contentTypeArbitrary = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>(JSON_TYPE) },
  { weight: 3, arbitrary: fc.constantFrom<string | null>(...ODD_CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.constant<string | null>(null) },
);

type Body = { kind: string; text: string };

const asBody = (kind: string) => (value: unknown) => ({ kind, text: JSON.stringify(value) ?? '' });

const jsonBodyArbitrary = (schema: z.ZodObject, options: ArbitraryOptions): fc.Arbitrary<Body> => {
  const valid = arbitraryOf(schema, options);
  const fieldNames = Object.keys(schema.shape);
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(asBody('valid body')) },
    { weight: 6, arbitrary: mutatedArbitrary(valid).map(asBody('mutated body')) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          hostileValue,
          valid.map((value) => [value]),
          fc.constant({}),
        )
        .map(asBody('body of another shape')),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...BAD_JSON_TEXTS),
          oddNumberJson(fieldNames),
          duplicateKeyJson(valid),
          truncatedJson(valid),
          fc.string({ unit: 'binary', maxLength: 40 }),
        )
        .map((text) => ({ kind: 'bad JSON text', text })),
    },
  );
};

// Query strings

/** Percent-encodes as a browser would, lone surrogates too (as U+FFFD) where encodeURIComponent throws. */
const encodeQueryPart = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

const queryText = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${encodeQueryPart(key)}=${encodeQueryPart(value)}`)
    .join('&');

/** Raw pieces that are not valid percent-encoding, or that parsers treat specially. */
const RAW_QUERY_PIECES: readonly string[] = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%00',
  '+',
  '&&&',
  '=',
  '==',
  '[]',
  '[0]',
  '[__proto__]',
  '.constructor',
];

type Query = { kind: string; text: string };

const queryArbitrary = (
  schema: z.ZodObject | undefined,
  options: ArbitraryOptions,
): fc.Arbitrary<Query> => {
  const valid = schema
    ? arbitraryOf(schema, options).map((value) => asQueryStrings(value as Record<string, unknown>))
    : fc.constant<Record<string, string>>({});
  const fieldNames = Object.keys(schema?.shape ?? {});
  const fieldName = fc.constantFrom(...(fieldNames.length > 0 ? fieldNames : ['q']));
  const oddText = hostileValue.map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
  return fc.oneof(
    {
      weight: 3,
      arbitrary: valid.map((query) => ({ kind: 'valid query', text: queryText(query) })),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(valid, fieldName, oddText).map(([query, field, value]) => ({
        kind: 'hostile query value',
        text: queryText({ ...query, [field]: value }),
      })),
    },
    {
      weight: 3,
      arbitrary: fc.tuple(valid, fieldName).chain(([query, field]) =>
        taintedArbitrary(fc.constant(query[field] ?? '')).map((value) => ({
          kind: 'tainted query value',
          text: queryText({ ...query, [field]: value }),
        })),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fieldName).map(([query, field]) => ({
        kind: 'query without a field',
        text: queryText(Object.fromEntries(Object.entries(query).filter(([key]) => key !== field))),
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fieldName,
          fc.array(fc.constantFrom(...RAW_QUERY_PIECES), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
        )
        .map(([query, field, pieces, inKey]) => {
          const raw = pieces.join('');
          const piece = inKey ? `${field}${raw}=1` : `${field}=${raw}`;
          return { kind: 'raw query', text: [queryText(query), piece].filter(Boolean).join('&') };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fieldName, fc.integer({ min: 2, max: 5 }))
        .map(([query, field, times]) => ({
          kind: 'repeated query field',
          text: [
            queryText(query),
            ...Array.from({ length: times }, (_, index) => `${field}=${index}`),
          ].join('&'),
        })),
    },
  );
};

// Multipart bodies

export type MultipartPart = {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
};

export const multipartBody = (boundary: string, parts: MultipartPart[]) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === undefined ? '' : `; filename="${part.filename}"`) +
          (part.contentType === undefined ? '' : `\r\nContent-Type: ${part.contentType}`) +
          '\r\n\r\n',
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);

const ODD_FILE_NAMES: readonly string[] = [
  'photo.png',
  'photo.PNG',
  'photo',
  '.png',
  'photo.png.exe',
  'invoice\u202Egnp.exe',
  '../../../etc/passwd.png',
  '..\\..\\win.ini.png',
  'a\u0000.png',
  '照片.png',
  '😀.png',
  `${'x'.repeat(10_000)}.png`,
  'with "quotes".png',
  '',
];

export type MultipartOptions = {
  /** Real files of the kinds uploads accept. */
  files: readonly Buffer[];
  /** Bigger than the app's upload limit. */
  oversizedFile: Buffer;
  /** The text fields besides `file` and values worth aiming them at. */
  fields: Readonly<Record<string, readonly string[]>>;
};

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

const multipartArbitrary = ({ files, oversizedFile, fields }: MultipartOptions) => {
  const fileContent = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...files) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)) },
    { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
    { weight: 1, arbitrary: fc.constant(oversizedFile) },
  );
  const fileName = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom('photo.png', 'answer.jpg', 'notes.pdf') },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_FILE_NAMES) },
  );
  const fieldParts = fc.tuple(
    ...Object.entries(fields).map(([name, values]) =>
      fc.option(
        fc
          .oneof(
            { weight: 3, arbitrary: fc.constantFrom(...values) },
            { weight: 1, arbitrary: taintedArbitrary(fc.constantFrom(...values)) },
            { weight: 2, arbitrary: hostileText },
          )
          .map((content): MultipartPart => ({ name, content })),
        { nil: undefined },
      ),
    ),
  );
  const filePart = fc
    .record({
      content: fileContent,
      filename: fileName,
      contentType: fc.option(fc.constantFrom('image/png', 'application/pdf', 'text/html', 'x/y'), {
        nil: undefined,
      }),
    })
    .map((part): MultipartPart => ({ name: 'file', ...part }));
  const validParts = fc
    .tuple(filePart, fieldParts, fc.boolean())
    .map(([file, others, fileFirst]) => {
      const present = others.filter((part): part is MultipartPart => part !== undefined);
      return fileFirst ? [file, ...present] : [...present, file];
    });
  const form = (kind: string, contentType: string) => (payload: Buffer | string) => ({
    kind,
    contentType,
    payload,
  });
  const typed = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: validParts.map((parts) =>
        form('multipart', typed)(multipartBody(BOUNDARY, parts)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(validParts, hostileKey).map(([parts, name]) =>
        form(
          'multipart with a wrong field name',
          typed,
        )(
          multipartBody(
            BOUNDARY,
            parts.map((part) => (part.name === 'file' ? { ...part, name } : part)),
          ),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(validParts, filePart)
        .map(([parts, second]) =>
          form('multipart with two files', typed)(multipartBody(BOUNDARY, [...parts, second])),
        ),
    },
    {
      weight: 1,
      arbitrary: fieldParts.map((parts) =>
        form(
          'multipart without a file',
          typed,
        )(
          multipartBody(
            BOUNDARY,
            parts.filter((part): part is MultipartPart => part !== undefined),
          ),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: validParts.map((parts) =>
        form(
          'multipart with too many fields',
          typed,
        )(
          multipartBody(BOUNDARY, [
            ...parts,
            ...Array.from({ length: 20 }, (_, index) => ({ name: `extra${index}`, content: 'x' })),
          ]),
        ),
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(validParts, fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
        .map(([parts, at]) => {
          const body = multipartBody(BOUNDARY, parts);
          return form('truncated multipart', typed)(body.subarray(0, Math.floor(body.length * at)));
        }),
    },
    {
      weight: 1,
      arbitrary: validParts.map((parts) =>
        form('multipart without a boundary', 'multipart/form-data')(multipartBody(BOUNDARY, parts)),
      ),
    },
    {
      weight: 1,
      arbitrary: validParts.map((parts) =>
        form(
          'multipart with another boundary',
          'multipart/form-data; boundary=not-the-one',
        )(multipartBody(BOUNDARY, parts)),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          'multipart/form-data; boundary=',
          `multipart/form-data; boundary=${'b'.repeat(200)}`,
          'multipart/form-data; boundary="a b"',
          'multipart/mixed; boundary=zzz',
          'multipart/form-data; charset=utf-8',
        )
        .chain((contentType) =>
          validParts.map((parts) =>
            form('multipart with an odd content type', contentType)(multipartBody(BOUNDARY, parts)),
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .uint8Array({ maxLength: 4096 })
        .map((bytes) => form('garbage multipart', typed)(Buffer.from(bytes))),
    },
    { weight: 1, arbitrary: fc.constant(form('empty multipart', typed)(Buffer.alloc(0))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(...BAD_JSON_TEXTS.slice(0, 8), '{"file":"x"}')
        .map((text) => form('JSON to a multipart endpoint', JSON_TYPE)(text)),
    },
  );
};

// Whole requests

export type RequestOptions = ArbitraryOptions & {
  /** The Authorization header values to send: the session's token, or none and garbage. */
  authorizations: fc.Arbitrary<string | null>;
  /** For multipart endpoints. */
  multipart?: MultipartOptions;
};

type Parts = Pick<FuzzRequest, 'kind' | 'method' | 'url' | 'headers' | 'payload'>;

const jsonRequest = (endpoint: TEndpoint, body: z.ZodObject, options: RequestOptions) =>
  fc
    .tuple(
      jsonBodyArbitrary(body, options),
      contentTypeArbitrary,
      fc.option(queryArbitrary(undefined, options), { nil: undefined, freq: 5 }),
    )
    .map(([body, contentType, query]): Parts => ({
      kind:
        contentType === JSON_TYPE
          ? body.kind
          : `${body.kind} as ${contentType ?? 'no content type'}`,
      method: 'POST',
      url: `${API_BASE}${endpoint.path}${query ? `?${query.text}` : ''}`,
      headers: contentType === null ? {} : { 'content-type': contentType },
      payload: body.text,
    }));

const queryRequest = (endpoint: TEndpoint, options: RequestOptions) =>
  fc
    .tuple(
      queryArbitrary(endpoint.query, options),
      fc.option(fc.constantFrom(...BAD_JSON_TEXTS.slice(0, 6), '{}'), { nil: undefined, freq: 8 }),
    )
    .map(([query, body]): Parts => ({
      kind: body === undefined ? query.kind : `${query.kind} with a body`,
      method: 'GET',
      url: `${API_BASE}${endpoint.path}${query.text === '' ? '' : `?${query.text}`}`,
      headers: body === undefined ? {} : { 'content-type': JSON_TYPE },
      ...(body === undefined ? {} : { payload: body }),
    }));

const multipartRequest = (endpoint: TEndpoint, multipart: MultipartOptions) =>
  multipartArbitrary(multipart).map((form): Parts => ({
    kind: form.kind,
    method: 'POST',
    url: `${API_BASE}${endpoint.path}`,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  }));

/** The endpoint called with the other method: a route that does not exist. */
const wrongMethodRequest = (endpoint: TEndpoint) =>
  fc.constant<Parts>({
    kind: 'wrong method',
    method: endpoint.method === 'GET' ? 'POST' : 'GET',
    url: `${API_BASE}${endpoint.path}`,
    headers: {},
  });

const ownRequest = (endpoint: TEndpoint, options: RequestOptions) => {
  if (endpoint.multipartFields) {
    if (!options.multipart) throw new Error(`${endpoint.path} takes multipart: give its files`);
    return multipartRequest(endpoint, options.multipart);
  }
  if (endpoint.method === 'GET') return queryRequest(endpoint, options);
  if (!endpoint.body) throw new Error(`${endpoint.path} declares no body`);
  return jsonRequest(endpoint, endpoint.body, options);
};

/** Requests to one endpoint, nearly all of them derived from its contract. */
export const requestArbitrary = (
  endpoint: TEndpoint,
  options: RequestOptions,
): fc.Arbitrary<FuzzRequest> =>
  fc
    .tuple(
      fc.oneof(
        { weight: 19, arbitrary: ownRequest(endpoint, options) },
        { weight: 1, arbitrary: wrongMethodRequest(endpoint) },
      ),
      options.authorizations,
      remoteAddressArbitrary,
    )
    .map(([parts, authorization, remoteAddress]) => ({
      ...parts,
      headers: authorization === null ? parts.headers : { ...parts.headers, authorization },
      remoteAddress,
    }));
