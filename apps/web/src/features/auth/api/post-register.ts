import { useMutation } from '@tanstack/react-query';
import {
  postRegister as endpoint,
  type TPostRegisterRequest,
} from '@lectern/contracts/auth/post-register';
import { request } from '@/lib/api-client';

/** POST /register/register: a new learner account, logged in at once or awaiting review. */
export const postRegister = (registration: TPostRegisterRequest) => request(endpoint, registration);

export const usePostRegister = () => useMutation({ mutationFn: postRegister });
