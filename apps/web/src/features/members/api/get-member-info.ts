import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMemberInfo as endpoint } from '@lectern/contracts/members/get-member-info';
import { request } from '@/lib/api-client';
import { memberKeys } from './query-keys';

/** GET /mine/memberInfo: the signed-in learner (spec §7). */
export const getMemberInfo = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberKeys.memberInfo(),
    queryFn: ({ signal }) => getMemberInfo(signal),
    staleTime: 5 * 60_000,
  });

export const useMemberInfo = (options: { enabled: boolean; refetchOnMount?: 'always' }) =>
  useQuery({ ...memberInfoQuery(), ...options });
