import type { TGetPracticeListRequest } from '@lectern/contracts/practice/get-practice-list';
import type { TGetPracticeRecordsRequest } from '@lectern/contracts/practice/get-practice-records';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the practice feature. */
export const practiceKeys = {
  all: queryRoots.practice,
  classify: () => [...practiceKeys.all, 'classify'] as const,
  /** Every list that shows the learner's progress: stale after a save, a finish or a reset. */
  lists: () => [...practiceKeys.all, 'list'] as const,
  taskList: (params: TGetPracticeListRequest) =>
    [...practiceKeys.lists(), 'tasks', params] as const,
  records: (params: TGetPracticeRecordsRequest) =>
    [...practiceKeys.lists(), 'records', params] as const,
  preview: (taskId: string) => [...practiceKeys.all, 'preview', taskId] as const,
};
