import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getPracticeList as endpoint,
  type TGetPracticeListRequest,
} from '@lectern/contracts/practice/get-practice-list';
import { request } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** GET /exercise/list: practice tasks by classification and name, or the learner's own banks. */
export const usePracticeList = (params: TGetPracticeListRequest) =>
  useQuery({
    queryKey: practiceKeys.taskList(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
