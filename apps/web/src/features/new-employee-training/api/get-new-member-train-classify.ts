import { useQuery } from '@tanstack/react-query';
import { getNewMemberTrainClassify as endpoint } from '@lectern/contracts/new-employee-training/get-new-member-train-classify';
import { request } from '@/lib/api-client';
import { newEmployeeTrainingKeys } from './query-keys';

/** GET /newMemberTrain/classify: the classification tree of the programme list. */
export const useNewMemberTrainClassify = () =>
  useQuery({
    queryKey: newEmployeeTrainingKeys.classify(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
