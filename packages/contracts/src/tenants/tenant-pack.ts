import { z } from 'zod';
import { questionTypes } from '../common/enums';
import { DEFAULT_CONTENT_LANG, ZFactoryCode, ZHexColour, ZLanguageTag } from '../common/primitives';
import { ZHomePage } from '../common/home-page';
import {
  DEFAULT_MAIN_COLOR,
  DEFAULT_USER_VERSION,
  DefaultLang,
  Edition,
  ZEdition,
  ZModule,
} from '../common/tenant';

/** The tenant a content pack describes (packs/content-pack.ts), matched by factoryCode. */
const ZQuestionTypeKey = z
  .string()
  .refine((key) => (questionTypes as readonly number[]).includes(Number(key)), {
    message: 'not a question type code (0-12)',
  });

export const ZPackTenant = z.object({
  factoryCode: ZFactoryCode.min(1),
  sysName: z.string().min(1).max(128),
  /** Logo image: an `asset:` reference or a URL. */
  logo: z.string().nullable().default(null),
  customStyle: z
    .object({
      defaultLang: z
        .union([z.literal(DefaultLang.CN), z.literal(DefaultLang.EN)])
        .default(DefaultLang.CN),
      /** Login background: an `asset:` reference or a URL. */
      pcBg: z.string().nullable().default(null),
      mainColor: ZHexColour.default(DEFAULT_MAIN_COLOR),
      forbidTerm: z.array(z.string()).default([]),
    })
    .prefault({}),
  userVersion: z.number().int().default(DEFAULT_USER_VERSION),
  edition: ZEdition.default(Edition.FREE),
  modules: z.array(ZModule).default([]),
  registration: z
    .object({ enabled: z.boolean().default(false), reviewRequired: z.boolean().default(false) })
    .prefault({}),
  /** null: no limit. */
  limits: z
    .object({
      maxLearners: z.number().int().positive().nullable().default(null),
      maxOnlineUsers: z.number().int().positive().nullable().default(null),
    })
    .prefault({}),
  forceChatAppLogin: z.boolean().default(false),
  /** The tenant's own names for question types, keyed by type code (spec §3 customQuestionType). */
  questionTypeNames: z.record(ZQuestionTypeKey, z.string().min(1).max(64)).default({}),
  docViewerUrl: z.string().nullable().default(null),
  /**
   * The language the tenant writes its content in (home page, news, notices, exams, questions,
   * names), a BCP 47 tag: the client marks that content with it (docs/decisions/0031).
   */
  contentLang: ZLanguageTag.default(DEFAULT_CONTENT_LANG),
  /** The custom home page; `asset:` references are allowed in image and attachment URLs. */
  homePage: ZHomePage.nullable().default(null),
});
export type TPackTenant = z.infer<typeof ZPackTenant>;
