import { useQuery } from '@tanstack/react-query';
import {
  getAnswerDetail as endpoint,
  type TGetAnswerDetailRequest,
} from '@lectern/contracts/exams/get-answer-detail';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/answerDetail: a submitted sheet by its id or its query code (spec §2 answer detail). */
export const getAnswerDetail = (params: TGetAnswerDetailRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

export const useAnswerDetail = (params: TGetAnswerDetailRequest) =>
  useQuery({
    queryKey: examKeys.answerDetail(params),
    queryFn: ({ signal }) => getAnswerDetail(params, signal),
    enabled: !!params.answerSheetId || !!params.queryCode,
  });
