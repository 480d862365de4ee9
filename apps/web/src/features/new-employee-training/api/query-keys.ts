import type { TGetNewMemberTrainListRequest } from '@lectern/contracts/new-employee-training/get-new-member-train-list';

/** React Query keys of new-employee training; each read is fresh on a visit (tasks move on elsewhere). */
export const newEmployeeTrainingKeys = {
  all: ['new-employee-training'] as const,
  classify: () => [...newEmployeeTrainingKeys.all, 'classify'] as const,
  list: (params: TGetNewMemberTrainListRequest) =>
    [...newEmployeeTrainingKeys.all, 'list', params] as const,
  detail: (trainId: string) => [...newEmployeeTrainingKeys.all, 'detail', trainId] as const,
};
