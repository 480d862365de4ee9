import type { TGetLearningMapListRequest } from '@lectern/contracts/learning-maps/get-learning-map-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the learning-maps feature. */
export const learningMapKeys = {
  all: queryRoots.learningMaps,
  classify: () => [...learningMapKeys.all, 'classify'] as const,
  list: (params: TGetLearningMapListRequest) => [...learningMapKeys.all, 'list', params] as const,
  detail: (mapId: string) => [...learningMapKeys.all, 'detail', mapId] as const,
  development: () => [...learningMapKeys.all, 'development'] as const,
  mentees: () => [...learningMapKeys.all, 'mentees'] as const,
  menteeMaps: (memberId: string) => [...learningMapKeys.all, 'mentee', memberId] as const,
  menteeMap: (memberId: string, mapId: string) =>
    [...learningMapKeys.all, 'mentee', memberId, mapId] as const,
};
