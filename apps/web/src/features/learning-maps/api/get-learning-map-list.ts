import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getLearningMapList as endpoint,
  type TGetLearningMapListRequest,
} from '@lectern/contracts/learning-maps/get-learning-map-list';
import { request } from '@/lib/api-client';
import { learningMapKeys } from './query-keys';

/** GET /learn/map/list: the maps open to the learner with their progress. */
export const getLearningMapList = (params: TGetLearningMapListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** Read again on every visit: courses, exams and practice elsewhere move the progress. */
export const useLearningMapList = (params: TGetLearningMapListRequest) =>
  useQuery({
    queryKey: learningMapKeys.list(params),
    queryFn: ({ signal }) => getLearningMapList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
