import type { TGetFavouriteQuestionsRequest } from '@lectern/contracts/favourites/get-favourite-questions';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the favourites feature. */
export const favouriteKeys = {
  all: queryRoots.favourites,
  question: (questionId: string) => [...favouriteKeys.all, 'question', questionId] as const,
  lists: () => [...favouriteKeys.all, 'list'] as const,
  questions: (params: TGetFavouriteQuestionsRequest) =>
    [...favouriteKeys.lists(), 'questions', params] as const,
  /** The starred courses and courseware, counted; the courses feature's stars make them stale. */
  courseCount: () => [...favouriteKeys.lists(), 'course-count'] as const,
  coursewareCount: () => [...favouriteKeys.lists(), 'courseware-count'] as const,
};
