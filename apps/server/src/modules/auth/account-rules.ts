import { PHONE_PATTERN } from '@lectern/contracts/common/sms-code';
import { ErrorCode, type TErrorCode } from '@lectern/contracts/common/error-codes';
import { Edition } from '@lectern/contracts/common/tenant';
import { AppError } from '../../platform/http/app-error';
import type { Tenant } from '../../platform/tenancy/tenant-directory';

/** The tenant number and phone every code call starts from (spec §5: both required). */
export const requirePhoneOfTenant = (
  factoryCode: string | undefined,
  phone: string | undefined,
) => {
  const tenantNumber = factoryCode?.trim() ?? '';
  const account = phone?.trim() ?? '';
  if (tenantNumber === '') throw new AppError(ErrorCode.TENANT_NUMBER_EMPTY);
  if (account === '') throw new AppError(ErrorCode.ACCOUNT_EMPTY);
  if (!PHONE_PATTERN.test(account)) throw new AppError(ErrorCode.SUBMITTED_INFO_WRONG);
  return { factoryCode: tenantNumber, phone: account };
};

/** Spec §6 edition gating: the free edition cannot register (300108), nor a closed tenant (300107). */
export const registrationRefusal = (tenant: Tenant): TErrorCode | null => {
  if (tenant.edition === Edition.FREE) return ErrorCode.FREE_EDITION_CANNOT_REGISTER;
  if (!tenant.registration.enabled) return ErrorCode.CANDIDATE_REGISTRATION_DISABLED;
  return null;
};
