import { useQuery } from '@tanstack/react-query';
import { getCustomInfo as endpoint } from '@lectern/contracts/custom-info/get-custom-info';
import { request } from '@/lib/api-client';
import { memberKeys } from './query-keys';

/**
 * GET /custom/info for the personal centre's 'other information'. Silent: a tenant without
 * supplementary info (300208) simply has no such section.
 */
export const getCustomInfo = (signal?: AbortSignal) =>
  request(endpoint, {}, { signal, silent: true });

export const useMemberCustomInfo = () =>
  useQuery({
    queryKey: [...memberKeys.all, 'custom-info'],
    queryFn: ({ signal }) => getCustomInfo(signal),
    refetchOnMount: 'always',
  });
