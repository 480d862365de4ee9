import { z } from 'zod';
import { ZHexColour, ZLanguageTag } from './primitives';

/** Spec §9: default theme colour. */
export const DEFAULT_MAIN_COLOR = '#5699FF';
/** Spec §3/§9: default tenant user version. */
export const DEFAULT_USER_VERSION = 10;

/** Spec §3: customStyle.defaultLang, 1 = en, 0 = cn. */
export const DefaultLang = { CN: 0, EN: 1 } as const;
/** Spec §3: forbidTerm containing "1" forbids PC login. */
export const FORBID_TERM_PC = '1';

export const ZCustomStyle = z.object({
  defaultLang: z.union([z.literal(DefaultLang.CN), z.literal(DefaultLang.EN)]),
  pcBg: z.string().nullable(),
  mainColor: ZHexColour,
  forbidTerm: z.array(z.string()),
});
export type TCustomStyle = z.infer<typeof ZCustomStyle>;

/** Product editions (spec §1). */
export const Edition = { FREE: 'free', EXAM: 'exam', ALL_IN_ONE: 'all-in-one' } as const;
export const ZEdition = z.enum([Edition.FREE, Edition.EXAM, Edition.ALL_IN_ONE]);
export type TEdition = z.infer<typeof ZEdition>;

/** Feature modules a tenant can enable; a disabled module answers 408 (spec §6). */
export const Module = {
  EXAMS: 'exams',
  PRACTICE: 'practice',
  COURSES: 'courses',
  LIVE: 'live',
  SURVEYS: 'surveys',
  ENROLMENT: 'enrolment',
  MALL: 'mall',
  REWARDS: 'rewards',
} as const;
export const ZModule = z.enum(Object.values(Module) as [string, ...string[]]);
export type TModule = (typeof Module)[keyof typeof Module];

/** Spec §3 tenant info, as GET /login/getFactoryInfo answers it. */
export const ZFactoryInfo = z.object({
  factoryCode: z.string(),
  sysName: z.string(),
  sysLogoUrl: z.string().nullable(),
  customStyle: ZCustomStyle,
  edition: ZEdition,
  modules: z.array(ZModule),
  registrationEnabled: z.boolean(),
  /** Online office-document viewer; the URL-encoded file URL is appended. null: download only. */
  docViewerUrl: z.string().nullable(),
  /**
   * The language the tenant's content (names, home page, news, exams, questions) is written in,
   * a BCP 47 tag: the client marks that content with it (docs/decisions/0031).
   */
  contentLang: ZLanguageTag,
});
export type TFactoryInfo = z.infer<typeof ZFactoryInfo>;
