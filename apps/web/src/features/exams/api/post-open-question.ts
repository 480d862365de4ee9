import {
  postOpenQuestion as endpoint,
  type TPostOpenQuestionRequest,
} from '@lectern/contracts/exams/post-open-question';
import { request } from '@/lib/api-client';

/**
 * POST /exam/openQuestion: the question's answering window on a paper with per-question time.
 * Silent: the answering screen keeps its own clock when the server cannot be reached.
 */
export const postOpenQuestion = (body: TPostOpenQuestionRequest) =>
  request(endpoint, body, { silent: true });
