import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMistakeSettings } from '@lectern/contracts/mistakes/mistakes';
import { postClearMistakes } from '@lectern/contracts/mistakes/post-clear-mistakes';
import { postRemoveMistake } from '@lectern/contracts/mistakes/post-remove-mistake';
import {
  postSaveMistakeAnswer,
  type TPostSaveMistakeAnswerRequest,
} from '@lectern/contracts/mistakes/post-save-mistake-answer';
import { postSaveMistakeSettings } from '@lectern/contracts/mistakes/post-save-mistake-settings';
import { request, type TEndpointParams } from '@/lib/api-client';
import { mistakesKeys } from './query-keys';

/** The sets' counts and questions change with every judged answer, removal and clearing. */
function useInvalidateMistakes() {
  const queryClient = useQueryClient();
  return () =>
    void queryClient.invalidateQueries({
      queryKey: mistakesKeys.all,
      predicate: (query) => query.queryKey[1] !== 'settings',
    });
}

/** POST /mistakes/saveAnswer: judged at once; counts towards the set (and its auto-removal). */
export function useSaveMistakeAnswer() {
  const invalidate = useInvalidateMistakes();
  return useMutation({
    mutationFn: (body: TPostSaveMistakeAnswerRequest) => request(postSaveMistakeAnswer, body),
    onSettled: invalidate,
  });
}

/** POST /mistakes/remove: one question out of its set. */
export function useRemoveMistake() {
  const invalidate = useInvalidateMistakes();
  return useMutation({
    mutationFn: (body: TEndpointParams<typeof postRemoveMistake>) =>
      request(postRemoveMistake, body),
    onSettled: invalidate,
  });
}

/** POST /mistakes/clear without a source type: every set. */
export function useClearMistakes() {
  const invalidate = useInvalidateMistakes();
  return useMutation({
    mutationFn: () => request(postClearMistakes, {}),
    onSettled: invalidate,
  });
}

/** POST /mistakes/saveSettings, with the 'Operation successful' toast (spec §8). */
export function useSaveMistakeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TMistakeSettings) =>
      request(postSaveMistakeSettings, settings, { notifySuccess: true }),
    onSuccess: (saved) => queryClient.setQueryData(mistakesKeys.settings(), saved),
  });
}
