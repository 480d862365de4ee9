import { useQuery } from '@tanstack/react-query';
import { getDevelopmentMap as endpoint } from '@lectern/contracts/learning-maps/get-development-map';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/development: the development paths and the learner's rung on each. */
export const getDevelopmentMap = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useDevelopmentMap = () =>
  useQuery({
    queryKey: learningMapKeys.development(),
    queryFn: ({ signal }) => getDevelopmentMap(signal),
    staleTime: 0,
  });
