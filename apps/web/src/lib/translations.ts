import type { ResourceKey } from 'i18next';
import { namespacesOf, type TNamespace, type TTranslationOwner } from '@/locales/namespaces';
import { DEFAULT_LANGUAGE, isLanguageCode, type TLanguageCode } from './languages';
import { StorageKey } from './storage-keys';
import { readStored } from './storage';

type TLocaleModule = { default: ResourceKey };
type TLoadNamespaces = (namespaces: readonly TNamespace[]) => Promise<unknown>;

/**
 * Every translation file but the shell's in zh-CN, which lib/i18n.ts bundles with the app's
 * start. No library comes with this module: the entry uses it (docs/decisions/0034).
 */
const files = import.meta.glob<TLocaleModule>([
  '../locales/*/*.json',
  '!../locales/zh-CN/common.json',
  '!../locales/zh-CN/errors.json',
]);

/** One locale's file of one namespace, or null when there is none to load. */
export const loadTranslationFile = (language: string, namespace: string) =>
  files[`../locales/${language}/${namespace}.json`]?.().then((module) => module.default) ?? null;

/** The language chosen on this device (spec §1: the 'language' key), if any. */
export const storedLanguage = (): TLanguageCode | null => {
  const stored = readStored(StorageKey.LANGUAGE);
  return isLanguageCode(stored) ? stored : null;
};

let i18nStarted: (load: TLoadNamespaces) => void = () => undefined;
const loadInI18n = new Promise<TLoadNamespaces>((resolve) => {
  i18nStarted = resolve;
});

/** Called by lib/i18n.ts once i18next has started: from then on it loads the namespaces. */
export const translationsLoadWith = (load: TLoadNamespaces) => i18nStarted(load);

/**
 * Loads `namespaces` into i18next. The files are asked for at once, in the language the app
 * starts in and in the fallback, even before i18next has loaded (the entry starts the first
 * screen's); i18next then takes them in the language in use.
 */
function loadNamespaces(namespaces: readonly TNamespace[]) {
  for (const language of new Set([storedLanguage() ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE])) {
    for (const namespace of namespaces) {
      loadTranslationFile(language, namespace)?.catch(() => undefined);
    }
  }
  return loadInI18n.then((load) => load(namespaces));
}

/**
 * A page's (or layout's) loader that also loads the translations of the features it shows,
 * alongside its code: it renders with its strings, never with their keys (app/route-modules.ts).
 */
export const withTranslations =
  <TModule>(owners: readonly TTranslationOwner[], load: () => Promise<TModule>) =>
  async (): Promise<TModule> => {
    const [module] = await Promise.all([
      load(),
      loadNamespaces(owners.flatMap((owner) => namespacesOf[owner])),
    ]);
    return module;
  };
