import { useQuery } from '@tanstack/react-query';
import { getStudyReport as endpoint } from '@lectern/contracts/learning-reports/get-study-report';
import { request } from '@/lib/api-client';
import { learningReportKeys } from './query-keys';

/** GET /analysis/studyReport: the learner's latest weeks, from the stored weekly reports. */
export const getStudyReport = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useStudyReport = () =>
  useQuery({
    queryKey: learningReportKeys.study(),
    queryFn: ({ signal }) => getStudyReport(signal),
    staleTime: 60_000,
  });
