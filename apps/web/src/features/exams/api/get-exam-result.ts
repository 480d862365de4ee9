import { useQuery } from '@tanstack/react-query';
import { getExamResult as endpoint } from '@lectern/contracts/exams/get-exam-result';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/result: a submitted sheet's result (spec §2 exam result / finish). */
export const getExamResult = (answerSheetId: string, signal?: AbortSignal) =>
  request(endpoint, { answerSheetId }, { signal });

export const useExamResult = (answerSheetId: string) =>
  useQuery({
    queryKey: examKeys.result(answerSheetId),
    queryFn: ({ signal }) => getExamResult(answerSheetId, signal),
    enabled: answerSheetId !== '',
    staleTime: 0,
  });
