import { defineEndpoint } from '../common/endpoint';
import { ZHomeworkGradeDetail, ZSubmissionRequest } from './offline-training';

/**
 * One submission with its grade (spec §2 /homeworkgradeDetail), for its learner, their mentor or
 * an administrator. 309216 for anyone else.
 */
export const getHomeworkGradeDetail = defineEndpoint({
  method: 'GET',
  path: '/homework/gradeDetail',
  access: 'member',
  summary: 'One homework submission with its grade',
  query: ZSubmissionRequest,
  response: ZHomeworkGradeDetail,
});
