import { useMutation } from '@tanstack/react-query';
import { postPauseAnswerSheet as endpoint } from '@lectern/contracts/exams/post-pause-answer-sheet';
import { request } from '@/lib/api-client';

/** POST /exam/pause: stops the sheet's time, while `questionId` is shown (spec §4). */
export function usePauseAnswerSheet() {
  return useMutation({
    mutationFn: ({ answerSheetId, questionId }: { answerSheetId: string; questionId: string }) =>
      // The screen says why a pause is refused, or leaves the exam when it has ended.
      request(endpoint, { answerSheetId, questionId }, { silent: true }),
  });
}
