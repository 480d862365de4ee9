import { useMutation } from '@tanstack/react-query';
import { postResumeAnswerSheet as endpoint } from '@lectern/contracts/exams/post-resume-answer-sheet';
import { request } from '@/lib/api-client';

/** POST /exam/resume: ends the sheet's pause early; the time it did not use is given back. */
export function useResumeAnswerSheet() {
  return useMutation({
    mutationFn: (answerSheetId: string) => request(endpoint, { answerSheetId }, { silent: true }),
  });
}
