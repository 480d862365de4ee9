import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZTrainingProgrammeDetail, ZTrainingProgrammeRequest } from './new-employee-training';

export const ZGetNewMemberTrainDetailResponse = ZTrainingProgrammeDetail;
export type TGetNewMemberTrainDetailResponse = z.infer<typeof ZGetNewMemberTrainDetailResponse>;

/**
 * A programme's tasks with their deadlines, the learner's state on each and the training exam.
 * 309250 when unknown, 300540 when the learner is not on its invitation list.
 */
export const getNewMemberTrainDetail = defineEndpoint({
  method: 'GET',
  path: '/newMemberTrain/detail',
  access: 'member',
  summary: 'A new-employee training programme with the learner’s progress',
  query: ZTrainingProgrammeRequest,
  response: ZGetNewMemberTrainDetailResponse,
});
