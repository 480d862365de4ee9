import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getExamRankings as endpoint,
  type TGetExamRankingsRequest,
} from '@lectern/contracts/exams/get-exam-rankings';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/rankings: a paper's ranking by learner or by organisation (spec §2). */
export const getExamRankings = (params: TGetExamRankingsRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

export const useExamRankings = (params: TGetExamRankingsRequest) =>
  useQuery({
    queryKey: examKeys.rankings(params),
    queryFn: ({ signal }) => getExamRankings(params, signal),
    enabled: params.paperId !== '',
    placeholderData: keepPreviousData,
  });
