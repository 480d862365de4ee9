import type { TMistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the mistakes feature. */
export const mistakesKeys = {
  all: queryRoots.mistakes,
  /** The sets and their questions: stale after any judged answer, removal or clearing. */
  sets: (sourceType: TMistakeSourceType) => [...mistakesKeys.all, 'sets', sourceType] as const,
  questions: (sourceType: TMistakeSourceType, sourceId: string) =>
    [...mistakesKeys.all, 'questions', sourceType, sourceId] as const,
  settings: () => [...mistakesKeys.all, 'settings'] as const,
};
