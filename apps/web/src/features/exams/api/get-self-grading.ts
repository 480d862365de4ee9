import { useQuery } from '@tanstack/react-query';
import { getSelfGrading as endpoint } from '@lectern/contracts/exams/get-self-grading';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/selfGrading: the sheet's subjective answers the learner may score (spec §4). */
export const getSelfGrading = (answerSheetId: string, signal?: AbortSignal) =>
  request(endpoint, { answerSheetId }, { signal });

export const useSelfGrading = (answerSheetId: string) =>
  useQuery({
    queryKey: examKeys.selfGrading(answerSheetId),
    queryFn: ({ signal }) => getSelfGrading(answerSheetId, signal),
    enabled: answerSheetId !== '',
    staleTime: 0,
    retry: false,
  });
