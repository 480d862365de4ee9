import { defineEndpoint } from '../common/endpoint';
import { ZHomeworkDetail, ZHomeworkRequest } from './offline-training';

/** A homework of one of the learner's classes with their submission. 309216 otherwise. */
export const getHomeworkDetail = defineEndpoint({
  method: 'GET',
  path: '/homework/detail',
  access: 'member',
  summary: 'A class homework with the learner’s submission',
  query: ZHomeworkRequest,
  response: ZHomeworkDetail,
});
