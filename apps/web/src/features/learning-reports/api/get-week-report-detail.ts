import { useQuery } from '@tanstack/react-query';
import { getWeekReportDetail as endpoint } from '@lectern/contracts/learning-reports/get-week-report-detail';
import { request } from '@/lib/api-client';
import { learningReportKeys } from './query-keys';

/** GET /analysis/weekReport/detail: one of the learner's weekly reports (309235 when not theirs). */
export const getWeekReportDetail = (reportId: string, signal?: AbortSignal) =>
  request(endpoint, { reportId }, { signal });

export const useWeekReportDetail = (reportId: string) =>
  useQuery({
    queryKey: learningReportKeys.detail(reportId),
    queryFn: ({ signal }) => getWeekReportDetail(reportId, signal),
    enabled: reportId !== '',
    staleTime: 60_000,
    retry: false,
  });
