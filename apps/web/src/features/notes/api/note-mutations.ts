import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postDeleteQuestionNote } from '@lectern/contracts/notes/post-delete-question-note';
import {
  postSaveQuestionNote,
  type TPostSaveQuestionNoteRequest,
} from '@lectern/contracts/notes/post-save-question-note';
import { request } from '@/lib/api-client';
import { noteKeys } from './query-keys';

/** A write changes the question's notes and the learner's list. */
function useInvalidateNotes() {
  const queryClient = useQueryClient();
  return (questionId: string) => {
    void queryClient.invalidateQueries({ queryKey: noteKeys.question(questionId) });
    void queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
  };
}

/** POST /notes/saveQuestion: writes or replaces the learner's note. */
export function useSaveQuestionNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: (note: TPostSaveQuestionNoteRequest) =>
      request(postSaveQuestionNote, note, { notifySuccess: true }),
    onSettled: (_data, _error, { questionId }) => invalidate(questionId),
  });
}

/** POST /notes/deleteQuestion. */
export function useDeleteQuestionNote() {
  const invalidate = useInvalidateNotes();
  return useMutation({
    mutationFn: (questionId: string) =>
      request(postDeleteQuestionNote, { questionId }, { notifySuccess: true }),
    onSettled: (_data, _error, questionId) => invalidate(questionId),
  });
}
