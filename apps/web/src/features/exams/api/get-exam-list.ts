import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getExamList as endpoint,
  type TGetExamListRequest,
} from '@lectern/contracts/exams/get-exam-list';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/list: the exams the learner can see, filtered and paged (spec §2 exam list). */
export const getExamList = (params: TGetExamListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** The previous page stays on screen while the next one loads, so the list never jumps. */
export const useExamList = (params: TGetExamListRequest) =>
  useQuery({
    queryKey: examKeys.examList(params),
    queryFn: ({ signal }) => getExamList(params, signal),
    placeholderData: keepPreviousData,
  });
