import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postGradeHomework as endpoint,
  type TPostGradeHomeworkRequest,
} from '@lectern/contracts/offline-training/post-grade-homework';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** POST /teamStu/grade; refusals show as the catalogue's toast. */
export const useGradeHomework = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grade: TPostGradeHomeworkRequest) => request(endpoint, grade),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offlineKeys.all }),
  });
};
