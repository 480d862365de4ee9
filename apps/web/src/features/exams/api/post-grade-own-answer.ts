import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postGradeOwnAnswer as endpoint,
  type TPostGradeOwnAnswerRequest,
} from '@lectern/contracts/exams/post-grade-own-answer';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** POST /exam/gradeOwnAnswer: the learner scores one of their subjective answers, once. */
export const postGradeOwnAnswer = (body: TPostGradeOwnAnswerRequest) => request(endpoint, body);

/**
 * A score given changes the sheet's list of answers to grade, and once the last is scored its
 * result, records and rankings: they reload when next shown.
 */
export function useGradeOwnAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGradeOwnAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all, refetchType: 'none' }),
  });
}
