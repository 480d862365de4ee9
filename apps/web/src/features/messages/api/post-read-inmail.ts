import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postReadInmail as endpoint } from '@lectern/contracts/messages/post-read-inmail';
import { request } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** POST /mine/readInmail: marks one message read (idempotent). */
export const postReadInmail = (messageId: string) => request(endpoint, { messageId });

/** The list's read marks and the shell's unread count follow. */
export function useReadInmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postReadInmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
