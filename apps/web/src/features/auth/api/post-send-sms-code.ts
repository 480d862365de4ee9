import { useMutation } from '@tanstack/react-query';
import {
  postSendSmsCode as endpoint,
  type TPostSendSmsCodeRequest,
} from '@lectern/contracts/auth/post-send-sms-code';
import { request } from '@/lib/api-client';
import { isSendThrottled } from '@/lib/verification-code';

/** POST /login/sendSmsCode: a login or registration code to a phone; throttling is the caller's. */
export const postSendSmsCode = (params: TPostSendSmsCodeRequest) =>
  request(endpoint, params, { handlesFailure: isSendThrottled });

export const usePostSendSmsCode = () => useMutation({ mutationFn: postSendSmsCode });
