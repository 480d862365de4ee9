import { useQuery } from '@tanstack/react-query';
import { getNewMemberTrainDetail as endpoint } from '@lectern/contracts/new-employee-training/get-new-member-train-detail';
import { request } from '@/lib/api-client';
import { newEmployeeTrainingKeys } from './query-keys';

/**
 * GET /newMemberTrain/detail, read afresh on every visit: the learner does the tasks elsewhere.
 * The page explains a refusal (309250, 300540) itself.
 */
export const useNewMemberTrainDetail = (trainId: string) =>
  useQuery({
    queryKey: newEmployeeTrainingKeys.detail(trainId),
    queryFn: ({ signal }) => request(endpoint, { trainId }, { signal, handlesFailure: () => true }),
    enabled: trainId !== '',
    staleTime: 0,
    retry: false,
  });
