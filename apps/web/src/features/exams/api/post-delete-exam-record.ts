import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postDeleteExamRecord as endpoint } from '@lectern/contracts/exams/post-delete-exam-record';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** POST /exam/deleteRecord: removes the learner's submitted sheets of a paper from their lists. */
export const postDeleteExamRecord = (paperId: string) =>
  request(endpoint, { paperId }, { notifySuccess: true });

/** The exam list, the answer lists and the exam records all lose the deleted sheets. */
export function useDeleteExamRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postDeleteExamRecord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all }),
  });
}
