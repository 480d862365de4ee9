import { describe, expect, it } from 'vitest';
import { errorCodes } from '@lectern/contracts/common/error-codes';
import { DEFAULT_LANGUAGE, languageCodes } from '@/lib/languages';
import { namespacesOf } from './namespaces';

type TMessages = { [key: string]: string | TMessages };

const files = import.meta.glob<TMessages>('./*/*.json', { eager: true, import: 'default' });

const messagesOf = (language: string, area: string) => files[`./${language}/${area}.json`];

/** Every message under its dotted key ('signOut.action'), as i18next reads them. */
const entriesOf = (messages: TMessages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entriesOf(value, `${prefix}${key}.`),
  );
const keysOf = (messages: TMessages) => entriesOf(messages).map(([key]) => key);

const areas = Object.keys(files)
  .filter((path) => path.startsWith(`./${DEFAULT_LANGUAGE}/`))
  .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length));

/** Messages the api client shows that are not catalogue codes (spec §8 general). */
const clientMessages = ['timeout', 'networkError', 'unknown', 'maxOnlineRetry', 'refresh'];

describe('translations (spec §1: 13 locales)', () => {
  it('has a folder for every locale and the reference areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['common', 'errors', 'login', 'home', 'members']));
  });

  it('gives every area to one part of the app, which loads it (namespaces.ts)', () => {
    const owned = Object.values(namespacesOf).flat();
    expect([...owned].sort()).toEqual([...areas].sort());
    expect(new Set(owned).size).toBe(owned.length);
  });

  describe.each(areas)('%s.json', (area) => {
    const reference = keysOf(messagesOf(DEFAULT_LANGUAGE, area) ?? {});

    it.each(languageCodes.filter((language) => language !== DEFAULT_LANGUAGE))(
      'has every key of zh-CN in %s',
      (language) => {
        const messages = messagesOf(language, area);
        expect(messages, `${language}/${area}.json is missing`).toBeDefined();
        const keys = new Set(keysOf(messages ?? {}));
        expect(reference.filter((key) => !keys.has(key))).toEqual([]);
      },
    );

    it.each(languageCodes)('has no key in %s that zh-CN lacks', (language) => {
      const known = new Set(reference);
      expect(keysOf(messagesOf(language, area) ?? {}).filter((key) => !known.has(key))).toEqual([]);
    });
  });

  it.each(languageCodes)('errors.json of %s covers the whole error catalogue', (language) => {
    const keys = new Set(keysOf(messagesOf(language, 'errors') ?? {}));
    expect([...errorCodes, ...clientMessages].filter((code) => !keys.has(code))).toEqual([]);
  });

  it.each(languageCodes)('has no empty message in %s', (language) => {
    const empty = areas.flatMap((area) =>
      entriesOf(messagesOf(language, area) ?? {})
        .filter(([, message]) => !message.trim())
        .map(([key]) => `${area}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});
