import { useQuery } from '@tanstack/react-query';
import { getMenteeMaps as endpoint } from '@lectern/contracts/learning-maps/get-mentee-maps';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/member/list: a mentee's maps, for their mentor (the page shows 309241). */
export const getMenteeMaps = (memberId: string, signal?: AbortSignal) =>
  request(endpoint, { memberId }, { signal, handlesFailure: () => true });

export const useMenteeMaps = (memberId: string) =>
  useQuery({
    queryKey: learningMapKeys.menteeMaps(memberId),
    queryFn: ({ signal }) => getMenteeMaps(memberId, signal),
    enabled: memberId !== '',
    staleTime: 0,
  });
