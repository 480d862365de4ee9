import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSubmitHomework as endpoint,
  type TPostSubmitHomeworkRequest,
} from '@lectern/contracts/offline-training/post-submit-homework';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** POST /homework/submit; refusals show as the catalogue's toast. */
export const useSubmitHomework = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (submission: TPostSubmitHomeworkRequest) => request(endpoint, submission),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
};
