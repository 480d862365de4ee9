import { useQuery } from '@tanstack/react-query';
import { getLearningMapDetail as endpoint } from '@lectern/contracts/learning-maps/get-learning-map-detail';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/detail: a map's stages, tasks, locks and progress. */
export const getLearningMapDetail = (mapId: string, signal?: AbortSignal) =>
  request(endpoint, { mapId }, { signal, handlesFailure: () => true });

/** Read afresh on every visit: the learner comes back from doing a task. The page shows 309240. */
export const useLearningMapDetail = (mapId: string) =>
  useQuery({
    queryKey: learningMapKeys.detail(mapId),
    queryFn: ({ signal }) => getLearningMapDetail(mapId, signal),
    enabled: mapId !== '',
    staleTime: 0,
  });
