import { useMutation } from '@tanstack/react-query';
import {
  postUpdatePassword as endpoint,
  type TPostUpdatePasswordRequest,
} from '@lectern/contracts/members/post-update-password';
import { request } from '@/lib/api-client';

/** POST /mine/updatePassword: the learner's other sessions end; this one stays signed in. */
export const postUpdatePassword = (change: TPostUpdatePasswordRequest) => request(endpoint, change);

export const usePostUpdatePassword = () => useMutation({ mutationFn: postUpdatePassword });
