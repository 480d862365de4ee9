import { useQuery } from '@tanstack/react-query';
import { getUserVer as endpoint } from '@lectern/contracts/tenants/get-user-ver';
import { request } from '@/lib/api-client';
import { tenantKeys } from './query-keys';

/** GET /login/userVer, silent (spec §7): the tenant user version. */
export const getUserVer = (factoryCode: string, signal?: AbortSignal) =>
  request(endpoint, { factoryCode }, { silent: true, signal });

export const useUserVersion = (factoryCode: string | null) =>
  useQuery({
    queryKey: tenantKeys.userVersion(factoryCode ?? ''),
    queryFn: ({ signal }) => getUserVer(factoryCode ?? '', signal),
    enabled: !!factoryCode,
    staleTime: Infinity,
  });
