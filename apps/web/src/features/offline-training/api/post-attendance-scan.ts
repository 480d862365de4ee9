import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postAttendanceScan as endpoint } from '@lectern/contracts/offline-training/post-attendance-scan';
import { request } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { offlineKeys } from './query-keys';

/** POST /attendance/scan: the page shows the refusal itself, in place of the result. */
export const useAttendanceScan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => request(endpoint, { code }, { handlesFailure: () => true }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.credits }),
      ]),
  });
};
