import { useQuery } from '@tanstack/react-query';
import { getAnswerSheet as endpoint } from '@lectern/contracts/exams/get-answer-sheet';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/answerSheet: the sheet being answered, its questions and every saved answer. */
export const getAnswerSheet = (answerSheetId: string, signal?: AbortSignal) =>
  request(endpoint, { answerSheetId }, { signal });

/**
 * The sheet is read once per visit: the answering screen keeps its own state from then on, so a
 * cached or refetched copy must never replace what the learner is typing.
 */
export const useAnswerSheet = (answerSheetId: string) =>
  useQuery({
    queryKey: examKeys.answerSheet(answerSheetId),
    queryFn: ({ signal }) => getAnswerSheet(answerSheetId, signal),
    enabled: answerSheetId !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
