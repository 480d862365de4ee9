import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getPracticeRecords as endpoint,
  type TGetPracticeRecordsRequest,
} from '@lectern/contracts/practice/get-practice-records';
import { request } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** GET /exercise/records: the learner's finished rounds, newest first. */
export const usePracticeRecords = (params: TGetPracticeRecordsRequest) =>
  useQuery({
    queryKey: practiceKeys.records(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
