import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZMapDetail, ZMapRequest } from './learning-maps';

export const ZGetLearningMapDetailRequest = ZMapRequest;
export const ZGetLearningMapDetailResponse = ZMapDetail;
export type TGetLearningMapDetailResponse = z.infer<typeof ZGetLearningMapDetailResponse>;

/**
 * A map's stages in order, each task with where the learner stands and each locked stage with why.
 * Reading a completed map awards its credits once (309240: unknown, or not open to the learner).
 */
export const getLearningMapDetail = defineEndpoint({
  method: 'GET',
  path: '/learn/map/detail',
  access: 'member',
  summary: 'A learning map with its stages, tasks, locks and the learner’s progress',
  query: ZGetLearningMapDetailRequest,
  response: ZGetLearningMapDetailResponse,
});
