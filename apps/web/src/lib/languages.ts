/**
 * The 13 interface locales of spec §1. Each entry names the language in itself (an endonym, the
 * same in every interface language), the antd locale and dayjs locale that match it, and the
 * BCP 47 tag for `<html lang>`.
 */
export const languages = [
  { code: 'zh-CN', nativeName: '简体中文', antd: 'zh_CN', dayjs: 'zh-cn', htmlLang: 'zh-CN' },
  { code: 'en', nativeName: 'English', antd: 'en_US', dayjs: 'en', htmlLang: 'en' },
  { code: 'cht', nativeName: '繁體中文', antd: 'zh_TW', dayjs: 'zh-tw', htmlLang: 'zh-TW' },
  { code: 'de', nativeName: 'Deutsch', antd: 'de_DE', dayjs: 'de', htmlLang: 'de' },
  { code: 'fra', nativeName: 'Français', antd: 'fr_FR', dayjs: 'fr', htmlLang: 'fr' },
  { code: 'id', nativeName: 'Bahasa Indonesia', antd: 'id_ID', dayjs: 'id', htmlLang: 'id' },
  { code: 'jp', nativeName: '日本語', antd: 'ja_JP', dayjs: 'ja', htmlLang: 'ja' },
  { code: 'kor', nativeName: '한국어', antd: 'ko_KR', dayjs: 'ko', htmlLang: 'ko' },
  { code: 'may', nativeName: 'Bahasa Melayu', antd: 'ms_MY', dayjs: 'ms', htmlLang: 'ms' },
  { code: 'spa', nativeName: 'Español', antd: 'es_ES', dayjs: 'es', htmlLang: 'es' },
  { code: 'th', nativeName: 'ไทย', antd: 'th_TH', dayjs: 'th', htmlLang: 'th' },
  { code: 'tr', nativeName: 'Türkçe', antd: 'tr_TR', dayjs: 'tr', htmlLang: 'tr' },
  { code: 'vie', nativeName: 'Tiếng Việt', antd: 'vi_VN', dayjs: 'vi', htmlLang: 'vi' },
] as const;

export type TLanguage = (typeof languages)[number];
export type TLanguageCode = TLanguage['code'];

/** Spec §1 and §9: Simplified Chinese is the default and the fallback. */
export const DEFAULT_LANGUAGE: TLanguageCode = 'zh-CN';

export const languageCodes: readonly TLanguageCode[] = languages.map((language) => language.code);

export const isLanguageCode = (value: unknown): value is TLanguageCode =>
  typeof value === 'string' && (languageCodes as readonly string[]).includes(value);

export const languageOf = (code: TLanguageCode): TLanguage =>
  languages.find((language) => language.code === code) ?? languages[0];
