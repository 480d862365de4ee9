import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespacesOf } from '@/locales/namespaces';
import { DEFAULT_LANGUAGE, languageCodes, languageOf, type TLanguageCode } from './languages';
import { StorageKey } from './storage-keys';
import { writeStored } from './storage';
import { loadTranslationFile, storedLanguage, translationsLoadWith } from './translations';

/**
 * The shell's strings in zh-CN, the default and the fallback (spec §1), ship with the app's start;
 * every other file loads with the pages that show it (lib/translations.ts).
 */
const shellResources = import.meta.glob<ResourceKey>(
  ['../locales/zh-CN/common.json', '../locales/zh-CN/errors.json'],
  { eager: true, import: 'default' },
);

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const loading = loadTranslationFile(language, namespace);
    if (!loading) return callback(null, {});
    loading.then(
      (translations) => callback(null, translations),
      (error: Error) => callback(error, null),
    );
  },
};

const antdLocales: Record<TLanguageCode, () => Promise<{ default: AntdLocale }>> = {
  // A chunk like the others: the app's start need not wait for antd (docs/decisions/0034).
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  en: () => import('antd/es/locale/en_US'),
  cht: () => import('antd/es/locale/zh_TW'),
  de: () => import('antd/es/locale/de_DE'),
  fra: () => import('antd/es/locale/fr_FR'),
  id: () => import('antd/es/locale/id_ID'),
  jp: () => import('antd/es/locale/ja_JP'),
  kor: () => import('antd/es/locale/ko_KR'),
  may: () => import('antd/es/locale/ms_MY'),
  spa: () => import('antd/es/locale/es_ES'),
  th: () => import('antd/es/locale/th_TH'),
  tr: () => import('antd/es/locale/tr_TR'),
  vie: () => import('antd/es/locale/vi_VN'),
};

const dayjsLocales: Record<TLanguageCode, () => Promise<unknown>> = {
  'zh-CN': async () => undefined,
  en: async () => undefined,
  cht: () => import('dayjs/locale/zh-tw'),
  de: () => import('dayjs/locale/de'),
  fra: () => import('dayjs/locale/fr'),
  id: () => import('dayjs/locale/id'),
  jp: () => import('dayjs/locale/ja'),
  kor: () => import('dayjs/locale/ko'),
  may: () => import('dayjs/locale/ms'),
  spa: () => import('dayjs/locale/es'),
  th: () => import('dayjs/locale/th'),
  tr: () => import('dayjs/locale/tr'),
  vie: () => import('dayjs/locale/vi'),
};

/** The language applyLanguage is loading, until it has switched to it. */
let switchingTo: TLanguageCode | undefined;

/** Set by applyLanguage, which the app's start awaits before its first render. */
let antdLocale: AntdLocale | undefined;

/** antd's locale for the language applied last. */
export const currentAntdLocale = () => antdLocale;

export const i18n = i18next.createInstance();

/**
 * Starts i18next in `language` with the shell's translations, loaded before the first render; the
 * pages' load with them (lib/translations.ts).
 */
export async function initI18n(language: TLanguageCode = storedLanguage() ?? DEFAULT_LANGUAGE) {
  await i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: languageCodes,
      load: 'currentOnly',
      ns: [...namespacesOf.shell],
      defaultNS: 'common',
      resources: {
        [DEFAULT_LANGUAGE]: Object.fromEntries(
          Object.entries(shellResources).map(([path, resources]) => [namespaceOf(path), resources]),
        ),
      },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  // A namespace added later is loaded in the language in use and in the fallback, and in the
  // language being switched to: the switch asked only for the namespaces it knew when it began.
  translationsLoadWith((namespaces) =>
    Promise.all([
      i18n.loadNamespaces([...namespaces]),
      switchingTo && i18n.reloadResources([switchingTo], [...namespaces]),
    ]),
  );
}

/**
 * Switches i18next, dayjs and `<html lang>` to `language` once all of its files have loaded, and
 * answers antd's matching locale for the ConfigProvider.
 */
export async function applyLanguage(language: TLanguageCode): Promise<AntdLocale> {
  switchingTo = language;
  const [loadedAntdLocale] = await Promise.all([
    antdLocales[language]().then((module) => module.default),
    dayjsLocales[language](),
    i18n.changeLanguage(language),
  ]).finally(() => {
    if (switchingTo === language) switchingTo = undefined;
  });
  const { dayjs: dayjsLocale, htmlLang } = languageOf(language);
  dayjs.locale(dayjsLocale);
  document.documentElement.lang = htmlLang;
  antdLocale = loadedAntdLocale;
  return loadedAntdLocale;
}

/** Remembers the user's own choice (spec §1), which wins over the tenant default from now on. */
export const storeLanguage = (language: TLanguageCode) =>
  writeStored(StorageKey.LANGUAGE, language);
