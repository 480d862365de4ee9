import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetTeamHomeworkRequest } from '@lectern/contracts/offline-training/get-team-homework';

/** React Query keys of offline training: attendance and homework writes make `all` stale. */
export const offlineKeys = {
  all: ['offline-training'] as const,
  classes: () => [...offlineKeys.all, 'classes'] as const,
  classDetail: (classId: string) => [...offlineKeys.all, 'class', classId] as const,
  session: (sessionId: string) => [...offlineKeys.all, 'session', sessionId] as const,
  homework: (homeworkId: string) => [...offlineKeys.all, 'homework', homeworkId] as const,
  results: (params: TPageQuery) => [...offlineKeys.all, 'results', params] as const,
  gradeDetail: (submissionId: string) => [...offlineKeys.all, 'grade', submissionId] as const,
  team: () => [...offlineKeys.all, 'team'] as const,
  teamHomework: (params: TGetTeamHomeworkRequest) =>
    [...offlineKeys.all, 'team-homework', params] as const,
};
