import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReadAllInmail as endpoint } from '@lectern/contracts/messages/post-read-all-inmail';
import { request } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** POST /mine/readAllInmail: marks every message of the learner read. */
export const postReadAllInmail = () => request(endpoint, {}, { notifySuccess: true });

export function useReadAllInmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadAllInmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
