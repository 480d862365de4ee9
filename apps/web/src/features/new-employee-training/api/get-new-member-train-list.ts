import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getNewMemberTrainList as endpoint,
  type TGetNewMemberTrainListRequest,
} from '@lectern/contracts/new-employee-training/get-new-member-train-list';
import { request } from '@/lib/api-client';
import { newEmployeeTrainingKeys } from './query-keys';

/** GET /newMemberTrain/list: the programmes the learner is invited to, with their progress. */
export const useNewMemberTrainList = (params: TGetNewMemberTrainListRequest) =>
  useQuery({
    queryKey: newEmployeeTrainingKeys.list(params),
    // The page explains a refusal (300601, 408) itself.
    queryFn: ({ signal }) => request(endpoint, params, { signal, handlesFailure: () => true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
