import { FORBID_TERM_PC } from '@lectern/contracts/tenants/tenant';

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
