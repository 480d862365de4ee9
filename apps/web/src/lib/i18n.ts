import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageCodes,
  languageOf,
  type TLanguageCode,
} from './languages';
import { StorageKey } from './storage-keys';
import { readStored, writeStored } from './storage';

type TLocaleModule = { default: ResourceKey };

/** zh-CN is the default and the fallback (spec §1), so it ships in the entry. */
const bundled = import.meta.glob<TLocaleModule>('../locales/zh-CN/*.json', { eager: true });
/** Every other locale is a chunk of its own, fetched when chosen. */
const onDemand = import.meta.glob<TLocaleModule>([
  '../locales/*/*.json',
  '!../locales/zh-CN/*.json',
]);

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The translation areas (i18next namespaces): one file per area per locale. */
export const areas = Object.keys(bundled).map(areaOf);

const lazyLocaleBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = onDemand[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, module.default),
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

/** Set by applyLanguage, which the app's start awaits before its first render. */
let antdLocale: AntdLocale | undefined;

/** antd's locale for the language applied last. */
export const currentAntdLocale = () => antdLocale;

/** The language chosen on this device (spec §1: the 'language' key), if any. */
export const storedLanguage = (): TLanguageCode | null => {
  const stored = readStored(StorageKey.LANGUAGE);
  return isLanguageCode(stored) ? stored : null;
};

export const i18n = i18next.createInstance();

const zhCNResources = Object.fromEntries(
  Object.entries(bundled).map(([path, module]) => [areaOf(path), module.default]),
);

/** Starts i18next in `language`, with its translations loaded before the first render. */
export function initI18n(language: TLanguageCode = storedLanguage() ?? DEFAULT_LANGUAGE) {
  return i18n
    .use(lazyLocaleBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: languageCodes,
      load: 'currentOnly',
      ns: areas,
      defaultNS: 'common',
      resources: { [DEFAULT_LANGUAGE]: zhCNResources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
}

/**
 * Switches i18next, dayjs and `<html lang>` to `language` once all of its files have loaded, and
 * answers antd's matching locale for the ConfigProvider.
 */
export async function applyLanguage(language: TLanguageCode): Promise<AntdLocale> {
  const [loadedAntdLocale] = await Promise.all([
    antdLocales[language]().then((module) => module.default),
    dayjsLocales[language](),
    i18n.changeLanguage(language),
  ]);
  const { dayjs: dayjsLocale, htmlLang } = languageOf(language);
  dayjs.locale(dayjsLocale);
  document.documentElement.lang = htmlLang;
  antdLocale = loadedAntdLocale;
  return loadedAntdLocale;
}

/** Remembers the user's own choice (spec §1), which wins over the tenant default from now on. */
export const storeLanguage = (language: TLanguageCode) =>
  writeStored(StorageKey.LANGUAGE, language);
