import { useMutation } from '@tanstack/react-query';
import { postSendPasswordCode as endpoint } from '@lectern/contracts/members/post-send-password-code';
import { request } from '@/lib/api-client';
import { isSendThrottled } from '@/lib/verification-code';

/** POST /mine/sendPasswordCode: a change-password code to the learner's own phone. */
export const postSendPasswordCode = () =>
  request(endpoint, {}, { handlesFailure: isSendThrottled });

export const usePostSendPasswordCode = () => useMutation({ mutationFn: postSendPasswordCode });
