import { useMutation } from '@tanstack/react-query';
import {
  postUpdatePassword as endpoint,
  type TPostUpdatePasswordRequest,
} from '@lectern/contracts/members/post-update-password';
import { request } from '@/lib/api-client';

/** POST /mine/updatePassword: every session of the learner ends, this one too. */
export const postUpdatePassword = (change: TPostUpdatePasswordRequest) => request(endpoint, change);

export const usePostUpdatePassword = () => useMutation({ mutationFn: postUpdatePassword });
