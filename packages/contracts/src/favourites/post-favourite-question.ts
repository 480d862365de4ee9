import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionFavourite } from './favourites';

export const ZPostFavouriteQuestionRequest = z.object({ questionId: ZId });

/**
 * Stars a question the learner may see: idempotent, one favourite however often or concurrently
 * it is sent. 300402 for any other question.
 */
export const postFavouriteQuestion = defineEndpoint({
  method: 'POST',
  path: '/favourites/addQuestion',
  access: 'member',
  summary: 'Star a question',
  body: ZPostFavouriteQuestionRequest,
  response: ZQuestionFavourite,
});
