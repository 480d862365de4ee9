import { useMutation } from '@tanstack/react-query';
import {
  postSmsLogin as endpoint,
  type TPostSmsLoginRequest,
} from '@lectern/contracts/auth/post-sms-login';
import { request } from '@/lib/api-client';

/** POST /login/smsLogin with tenant number, phone and the code sent to it (spec §1). */
export const postSmsLogin = (credentials: TPostSmsLoginRequest) => request(endpoint, credentials);

export const usePostSmsLogin = () => useMutation({ mutationFn: postSmsLogin });
