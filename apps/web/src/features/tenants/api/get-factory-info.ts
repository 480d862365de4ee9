import { useQuery } from '@tanstack/react-query';
import { getFactoryInfo as endpoint } from '@lectern/contracts/tenants/get-factory-info';
import { request } from '@/lib/api-client';
import { tenantKeys } from './query-keys';

/** GET /login/getFactoryInfo: the tenant's name, logo, style and settings (spec §7). */
export const getFactoryInfo = (factoryCode: string, signal?: AbortSignal) =>
  request(endpoint, { factoryCode }, { signal });

export const useFactoryInfo = (factoryCode: string | null) =>
  useQuery({
    queryKey: tenantKeys.factoryInfo(factoryCode ?? ''),
    queryFn: ({ signal }) => getFactoryInfo(factoryCode ?? '', signal),
    enabled: !!factoryCode,
    staleTime: Infinity,
  });
