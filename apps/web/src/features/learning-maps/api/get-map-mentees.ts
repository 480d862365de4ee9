import { useQuery } from '@tanstack/react-query';
import { getMapMentees as endpoint } from '@lectern/contracts/learning-maps/get-map-mentees';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/member/mentees: the learner's mentees and their maps' progress. */
export const getMapMentees = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useMapMentees = (enabled: boolean) =>
  useQuery({
    queryKey: learningMapKeys.mentees(),
    queryFn: ({ signal }) => getMapMentees(signal),
    enabled,
    staleTime: 0,
  });
