import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postUpdateAvatar as endpoint } from '@lectern/contracts/members/post-update-avatar';
import { request } from '@/lib/api-client';
import { memberKeys } from './query-keys';

/** POST /mine/updateAvatar: sets the avatar to an uploaded image. */
export const postUpdateAvatar = (avatarUrl: string) =>
  request(endpoint, { avatarUrl }, { notifySuccess: true });

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdateAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.memberInfo() }),
  });
}
