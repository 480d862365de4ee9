import { useQuery } from '@tanstack/react-query';
import { getFactoryInfo as endpoint } from '@lectern/contracts/tenants/get-factory-info';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ApiError, request } from '@/lib/api-client';
import { earlyReads } from '@/lib/early-read';
import { tenantKeys } from './query-keys';

/** Decision 0002: an unknown tenant number answers 300213 ('no data'). */
export const isUnknownTenant = (error: unknown) =>
  error instanceof ApiError && error.code === ErrorCode.NO_DATA;

/**
 * GET /login/getFactoryInfo: the tenant's name, logo, style and settings (spec §7). An unknown
 * tenant is no toast: the login screen says so in its own words (decision 0031).
 */
export const getFactoryInfo = (factoryCode: string, signal?: AbortSignal) =>
  request(
    endpoint,
    { factoryCode },
    { signal, handlesFailure: (code) => code === ErrorCode.NO_DATA },
  );

const earlyInfo = earlyReads((factoryCode) => getFactoryInfo(factoryCode));

/**
 * Starts reading the tenant's info from the first route loader, while the root's code loads: the
 * app shows nothing of its pages until this answer is in (app/use-app-session.ts).
 */
export const readFactoryInfoEarly = (factoryCode: string) => earlyInfo.start(factoryCode);

export const useFactoryInfo = (factoryCode: string | null) =>
  useQuery({
    queryKey: tenantKeys.factoryInfo(factoryCode ?? ''),
    queryFn: ({ signal }) =>
      earlyInfo.take(factoryCode ?? '') ?? getFactoryInfo(factoryCode ?? '', signal),
    enabled: !!factoryCode,
    staleTime: Infinity,
  });
