import type { TPostSaveAnswersRequest } from '@lectern/contracts/exams/post-save-answers';
import { postSaveAnswers as endpoint } from '@lectern/contracts/exams/post-save-answers';
import { request } from '@/lib/api-client';

/**
 * POST /exam/saveAnswers. Silent: the answer saver keeps unsent answers in its journal, retries
 * and shows the save state itself, so a dropped connection does not toast on every attempt.
 */
export const postSaveAnswers = (body: TPostSaveAnswersRequest) =>
  request(endpoint, body, { silent: true });
