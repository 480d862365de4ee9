import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { postFinishDailyPractice } from '@lectern/contracts/daily-practice/post-finish-daily-practice';
import {
  postSaveDailyAnswer,
  type TPostSaveDailyAnswerRequest,
} from '@lectern/contracts/daily-practice/post-save-daily-answer';
import { postStartDailyPractice } from '@lectern/contracts/daily-practice/post-start-daily-practice';
import { request } from '@/lib/api-client';
import { dailyPracticeKeys } from './query-keys';

/** A start or a finish changes the learner's today, streak, history and rankings. */
function useInvalidateDays() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: dailyPracticeKeys.days() });
}

/** POST /daily/exercise/start: today's questions (a reload continues where the learner was). */
export function useStartDailyPractice() {
  const invalidate = useInvalidateDays();
  return useMutation({
    mutationFn: (dailyId: string) => request(postStartDailyPractice, { dailyId }),
    onSettled: invalidate,
  });
}

/** POST /daily/exercise/saveAnswer: saved and judged at once. */
export function useSaveDailyAnswer() {
  return useMutation({
    mutationFn: (body: TPostSaveDailyAnswerRequest) => request(postSaveDailyAnswer, body),
  });
}

/**
 * POST /daily/exercise/finish. The screen explains 309150 (questions remain) itself, with the
 * number, so the api client shows no toast for it.
 */
export function useFinishDailyPractice() {
  const invalidate = useInvalidateDays();
  return useMutation({
    mutationFn: (dailyId: string) =>
      request(
        postFinishDailyPractice,
        { dailyId },
        { handlesFailure: (code) => code === ErrorCode.PRACTICE_QUESTIONS_REMAIN },
      ),
    onSettled: invalidate,
  });
}
