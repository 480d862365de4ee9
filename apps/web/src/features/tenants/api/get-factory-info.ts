import { useQuery } from '@tanstack/react-query';
import { getFactoryInfo as endpoint } from '@lectern/contracts/tenants/get-factory-info';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { ApiError, request } from '@/lib/api-client';
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

export const useFactoryInfo = (factoryCode: string | null) =>
  useQuery({
    queryKey: tenantKeys.factoryInfo(factoryCode ?? ''),
    queryFn: ({ signal }) => getFactoryInfo(factoryCode ?? '', signal),
    enabled: !!factoryCode,
    staleTime: Infinity,
  });
