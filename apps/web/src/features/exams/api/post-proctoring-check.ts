import {
  postProctoringCheck as endpoint,
  type TPostProctoringCheckRequest,
} from '@lectern/contracts/exams/post-proctoring-check';
import { request } from '@/lib/api-client';

/** POST /exam/proctoring/check: the device check's result; a passed one lets the paper start. */
export const postProctoringCheck = (check: TPostProctoringCheckRequest) => request(endpoint, check);
