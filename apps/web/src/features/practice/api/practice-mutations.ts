import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { postAddMyPractice } from '@lectern/contracts/practice/post-add-my-practice';
import { postFinishPractice } from '@lectern/contracts/practice/post-finish-practice';
import { postResetPractice } from '@lectern/contracts/practice/post-reset-practice';
import {
  postSavePracticeAnswer,
  type TPostSavePracticeAnswerRequest,
} from '@lectern/contracts/practice/post-save-practice-answer';
import {
  postStartPractice,
  type TPostStartPracticeRequest,
} from '@lectern/contracts/practice/post-start-practice';
import { request } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** Any write changes the lists' progress and the task's preview. */
function useInvalidatePractice() {
  const queryClient = useQueryClient();
  return (taskId: string) => {
    void queryClient.invalidateQueries({ queryKey: practiceKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: practiceKeys.preview(taskId) });
  };
}

/** POST /exercise/addMine: idempotent. */
export function useAddMyPractice() {
  const invalidate = useInvalidatePractice();
  return useMutation({
    mutationFn: (taskId: string) => request(postAddMyPractice, { taskId }),
    onSettled: (_data, _error, taskId) => invalidate(taskId),
  });
}

/** POST /exercise/practice: enters the round (a reload enters it again, where it was). */
export function useStartPractice() {
  const invalidate = useInvalidatePractice();
  return useMutation({
    mutationFn: (body: TPostStartPracticeRequest) => request(postStartPractice, body),
    onSettled: (_data, _error, { taskId }) => invalidate(taskId),
  });
}

/** POST /exercise/saveAnswer: saved and judged at once. */
export function useSavePracticeAnswer() {
  return useMutation({
    mutationFn: (body: TPostSavePracticeAnswerRequest) => request(postSavePracticeAnswer, body),
  });
}

/**
 * POST /exercise/finish. The screen explains 309150 (questions remain) itself, with the number,
 * so the api client shows no toast for it.
 */
export function useFinishPractice() {
  const invalidate = useInvalidatePractice();
  return useMutation({
    mutationFn: (taskId: string) =>
      request(
        postFinishPractice,
        { taskId },
        { handlesFailure: (code) => code === ErrorCode.PRACTICE_QUESTIONS_REMAIN },
      ),
    onSettled: (_data, _error, taskId) => invalidate(taskId),
  });
}

/** POST /exercise/reset: the round starts over without a record. */
export function useResetPractice() {
  const invalidate = useInvalidatePractice();
  return useMutation({
    mutationFn: (taskId: string) => request(postResetPractice, { taskId }),
    onSettled: (_data, _error, taskId) => invalidate(taskId),
  });
}
