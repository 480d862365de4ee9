import { useQuery } from '@tanstack/react-query';
import { getHomeworkGradeDetail as endpoint } from '@lectern/contracts/offline-training/get-homework-grade-detail';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /homework/gradeDetail; the page explains a refusal (309216) itself. */
export const useHomeworkGradeDetail = (submissionId: string) =>
  useQuery({
    queryKey: offlineKeys.gradeDetail(submissionId),
    queryFn: ({ signal }) =>
      request(endpoint, { submissionId }, { signal, handlesFailure: () => true }),
    enabled: submissionId !== '',
    staleTime: 0,
  });
