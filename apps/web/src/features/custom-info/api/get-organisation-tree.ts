import { useQuery } from '@tanstack/react-query';
import { getOrganisationTree as endpoint } from '@lectern/contracts/custom-info/get-organisation-tree';
import { request } from '@/lib/api-client';
import { customInfoKeys } from './query-keys';

/** GET /custom/organisationTree: the organisation picker's tree (spec §3 tree nodes). */
export const getOrganisationTree = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useOrganisationTree = () =>
  useQuery({
    queryKey: customInfoKeys.organisationTree(),
    queryFn: ({ signal }) => getOrganisationTree(signal),
    staleTime: 5 * 60_000,
  });
