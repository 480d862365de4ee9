import type { TGetWeekReportListRequest } from '@lectern/contracts/learning-reports/get-week-report-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the learning reports. */
export const learningReportKeys = {
  all: queryRoots.learningReports,
  list: (params: TGetWeekReportListRequest) =>
    [...learningReportKeys.all, 'weeks', params] as const,
  detail: (reportId: string) => [...learningReportKeys.all, 'week', reportId] as const,
  study: () => [...learningReportKeys.all, 'study'] as const,
};
