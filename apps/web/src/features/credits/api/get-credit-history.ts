import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getCreditHistory as endpoint,
  type TGetCreditHistoryRequest,
} from '@lectern/contracts/credits/get-credit-history';
import { request } from '@/lib/api-client';
import { creditKeys } from './query-keys';

/** GET /credit/history: the learner's entries, newest first, and their total. */
export const getCreditHistory = (params: TGetCreditHistoryRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

/** Read again on every visit: exams, practice and matches elsewhere add to it. */
export const useCreditHistory = (params: TGetCreditHistoryRequest) =>
  useQuery({
    queryKey: creditKeys.history(params),
    queryFn: ({ signal }) => getCreditHistory(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
