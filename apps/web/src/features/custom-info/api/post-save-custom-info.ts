import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSaveCustomInfo as endpoint,
  type TPostSaveCustomInfoRequest,
} from '@lectern/contracts/custom-info/post-save-custom-info';
import { request } from '@/lib/api-client';
import { organisationDependentRoots } from '@/lib/query-keys';
import { forgetSupplementaryInfoCheck } from './get-prev-login-info';

/** POST /custom/save: the organisation and every custom field, checked by the server. */
export const postSaveCustomInfo = (body: TPostSaveCustomInfoRequest) =>
  request(endpoint, body, { notifySuccess: true });

export function useSaveCustomInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSaveCustomInfo,
    onSuccess: async () => {
      forgetSupplementaryInfoCheck();
      // The organisation also shows in other features' data (member info's deptName, rankings)
      // and decides which exams, notices and news the learner sees.
      await Promise.all(
        organisationDependentRoots.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
