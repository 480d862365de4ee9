import { DefaultLang, FORBID_TERM_PC } from '@lectern/contracts/common/tenant';
import { DEFAULT_LANGUAGE, type TLanguageCode } from './languages';

/** Spec §2: user versions 1 and 11 use the tenant's sysName as the page title. */
const VERSIONS_WITH_TENANT_TITLE: readonly number[] = [1, 11];
/** Spec §2: user versions 10 and 11 show the 'technical support' footer. */
const VERSIONS_WITH_SUPPORT_FOOTER: readonly number[] = [10, 11];

export const pageTitle = (
  userVersion: number,
  sysName: string | undefined,
  productTitle: string,
) => (VERSIONS_WITH_TENANT_TITLE.includes(userVersion) && sysName ? sysName : productTitle);

export const showsSupportFooter = (userVersion: number, factoryCode: string | null) =>
  VERSIONS_WITH_SUPPORT_FOOTER.includes(userVersion) && !!factoryCode;

/** Spec §3: forbidTerm containing "1" forbids login from a computer. */
export const forbidsComputerLogin = (forbidTerm: readonly string[] | undefined) =>
  !!forbidTerm?.includes(FORBID_TERM_PC);

/**
 * Which language to show: the one chosen on this device, else the tenant's defaultLang
 * (spec §3: 1 = en, 0 = cn), else the default.
 */
export function resolveLanguage(
  stored: TLanguageCode | null,
  tenantDefaultLang: number | undefined,
): TLanguageCode {
  if (stored) return stored;
  if (tenantDefaultLang === DefaultLang.EN) return 'en';
  return DEFAULT_LANGUAGE;
}
