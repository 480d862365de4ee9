import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { postCheckIn, type TPostCheckInRequest } from '@lectern/contracts/check-in/post-check-in';
import { postJoinCheckIn } from '@lectern/contracts/check-in/post-join-check-in';
import { request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { checkInKeys } from './query-keys';

/** POST /clock/join: the plan's detail and the list change. */
export function useJoinCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => request(postJoinCheckIn, { planId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: checkInKeys.all }),
  });
}

/** What the day's screen explains next to its tasks itself, so the api client shows no toast. */
const explainedOnScreen = new Set<string>([
  ErrorCode.CHECK_IN_TASKS_NOT_DONE,
  ErrorCode.CHECK_IN_QUESTIONS_UNANSWERED,
]);

/** POST /clock/checkIn: the streak, the calendar and the learner's credits change. */
export function usePostCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPostCheckInRequest) =>
      request(postCheckIn, body, { handlesFailure: (code) => explainedOnScreen.has(code) }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: checkInKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryRoots.credits });
    },
  });
}
