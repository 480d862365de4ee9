import { z } from 'zod';

/** Tenant number (spec §1): carried in the URL and entered at login. */
export const ZFactoryCode = z.string().trim().max(32);

/** Times on the wire are epoch milliseconds (ARCHITECTURE.md, protocol). */
export const ZEpochMillis = z.number().int().nonnegative();

/** Ids are opaque random strings, never sequential. */
export const ZId = z.string().min(1).max(64);

/** Spec §3: hex theme colour, default #5699FF (§9). */
/** A BCP 47 language tag such as zh-CN, en or fr (an HTML `lang` value). */
export const ZLanguageTag = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'a BCP 47 language tag such as zh-CN or en');

/** Spec §1 default language, as the language tag of tenant content. */
export const DEFAULT_CONTENT_LANG = 'zh-CN';

export const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/);
