import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZFactoryCode, ZLanguageTag } from '../common/primitives';
import { ZCustomStyle, ZEdition, ZModule } from '../common/tenant';

export const ZGetFactoryInfoRequest = z.object({ factoryCode: ZFactoryCode.min(1) });
export type TGetFactoryInfoRequest = z.infer<typeof ZGetFactoryInfoRequest>;

/** Spec §3 tenant info; unknown tenant answers 300213. */
export const ZGetFactoryInfoResponse = z.object({
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
export type TGetFactoryInfoResponse = z.infer<typeof ZGetFactoryInfoResponse>;

export const getFactoryInfo = defineEndpoint({
  method: 'GET',
  path: '/login/getFactoryInfo',
  access: 'public',
  summary: "The tenant's name, logo, login background, theme colour and login rules",
  query: ZGetFactoryInfoRequest,
  response: ZGetFactoryInfoResponse,
});
