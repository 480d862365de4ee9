import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postStartExam as endpoint,
  type TPostStartExamRequest,
} from '@lectern/contracts/exams/post-start-exam';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** POST /exam/start: starts an attempt, or resumes the one being answered (`continueExam`). */
export const postStartExam = (body: TPostStartExamRequest) => request(endpoint, body);

/**
 * Starting (or being told an attempt is already under way) changes the paper's preview and the
 * exam list: the sheet being answered, the attempts taken.
 */
export function useStartExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStartExam,
    // Not awaited: the answering screen opens at once, not after these refetches.
    onSettled: (_answer, _error, { paperId }) => {
      void queryClient.invalidateQueries({ queryKey: examKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: examKeys.preview(paperId) });
    },
  });
}
