import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postStartExam as endpoint,
  type TPostStartExamRequest,
} from '@lectern/contracts/exams/post-start-exam';
import { request } from '@/lib/api-client';
import { keepStartedSheet } from './get-answer-sheet';
import { examKeys } from './query-keys';

/**
 * POST /exam/start: starts an attempt, or resumes the one being answered (`continueExam`), and
 * answers the sheet; the answering screen opens on it (keepStartedSheet).
 */
export const postStartExam = (body: TPostStartExamRequest) => request(endpoint, body);

/**
 * Starting (or being told an attempt is already under way) changes the paper's preview and the
 * exam list: the sheet being answered, the attempts taken. After a start the answering screen
 * opens: they are read again when next shown, not now, alongside it.
 */
export function useStartExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStartExam,
    onSuccess: keepStartedSheet,
    onSettled: (sheet, _error, { paperId }) => {
      const refetchType = sheet ? 'none' : 'active';
      void queryClient.invalidateQueries({ queryKey: examKeys.lists(), refetchType });
      void queryClient.invalidateQueries({ queryKey: examKeys.preview(paperId), refetchType });
    },
  });
}
