import { useQuery } from '@tanstack/react-query';
import { getMenteeMapDetail as endpoint } from '@lectern/contracts/learning-maps/get-mentee-map-detail';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/member/detail: one of a mentee's maps as the mentee sees it. */
export const getMenteeMapDetail = (memberId: string, mapId: string, signal?: AbortSignal) =>
  request(endpoint, { memberId, mapId }, { signal, handlesFailure: () => true });

export const useMenteeMapDetail = (memberId: string, mapId: string, enabled: boolean) =>
  useQuery({
    queryKey: learningMapKeys.menteeMap(memberId, mapId),
    queryFn: ({ signal }) => getMenteeMapDetail(memberId, mapId, signal),
    enabled,
    staleTime: 0,
  });
