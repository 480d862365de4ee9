import { useQuery } from '@tanstack/react-query';
import { getLearningMapClassify as endpoint } from '@lectern/contracts/learning-maps/get-learning-map-classify';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/classify: the learning-map classification list. */
export const getLearningMapClassify = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useLearningMapClassify = () =>
  useQuery({
    queryKey: learningMapKeys.classify(),
    queryFn: ({ signal }) => getLearningMapClassify(signal),
  });
