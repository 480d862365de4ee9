import { useQuery } from '@tanstack/react-query';
import { getAnswerList as endpoint } from '@lectern/contracts/exams/get-answer-list';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/answerList: the learner's submitted sheets of a paper (spec §2 answer list). */
export const getAnswerList = (paperId: string, signal?: AbortSignal) =>
  request(endpoint, { paperId }, { signal });

export const useAnswerList = (paperId: string) =>
  useQuery({
    queryKey: examKeys.answerList(paperId),
    queryFn: ({ signal }) => getAnswerList(paperId, signal),
    enabled: paperId !== '',
  });
