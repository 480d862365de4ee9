import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postSubmitAnswerSheet as endpoint } from '@lectern/contracts/exams/post-submit-answer-sheet';
import { request, type TRequestOptions } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** POST /exam/submit: submits and grades the sheet; submitting it again answers the same. */
export const postSubmitAnswerSheet = (answerSheetId: string, options: TRequestOptions = {}) =>
  request(endpoint, { answerSheetId }, options);

/**
 * After a submission every exam screen (list, records, results) has something new. They reload
 * when they are next shown; nothing reloads now, least of all the sheet that was just submitted.
 */
export function useSubmitAnswerSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answerSheetId, silent }: { answerSheetId: string; silent?: boolean }) =>
      postSubmitAnswerSheet(answerSheetId, { silent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: examKeys.all, refetchType: 'none' }),
  });
}
