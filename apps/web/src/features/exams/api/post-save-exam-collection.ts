import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSaveExamCollection as endpoint,
  type TPostSaveExamCollectionRequest,
} from '@lectern/contracts/exams/post-save-exam-collection';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/**
 * POST /exam/saveCollection: every field, checked by the server. Silent: the form shows a refusal
 * beside the field it names (exam-collection-page.tsx).
 */
export const postSaveExamCollection = (body: TPostSaveExamCollectionRequest) =>
  request(endpoint, body, { silent: true });

/** The saved form is what the server answered; the preview's collection state changes with it. */
export function useSaveExamCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSaveExamCollection,
    onSuccess: (collection) => {
      queryClient.setQueryData(examKeys.collection(collection.paperId), collection);
      void queryClient.invalidateQueries({
        queryKey: examKeys.preview(collection.paperId),
        refetchType: 'none',
      });
    },
  });
}
