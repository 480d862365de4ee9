import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getWeekReportList as endpoint,
  type TGetWeekReportListRequest,
} from '@lectern/contracts/learning-reports/get-week-report-list';
import { request } from '@/lib/api-client';
import { learningReportKeys } from './query-keys';

/** GET /analysis/weekReport/list: the learner's weekly reports, newest week first. */
export const getWeekReportList = (params: TGetWeekReportListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** Reports change once a week, by the server's job: a minute's staleness is nothing. */
export const useWeekReportList = (params: TGetWeekReportListRequest) =>
  useQuery({
    queryKey: learningReportKeys.list(params),
    queryFn: ({ signal }) => getWeekReportList(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
