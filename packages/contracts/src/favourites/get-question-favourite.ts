import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionFavourite } from './favourites';

export const ZGetQuestionFavouriteRequest = z.object({ questionId: ZId });

/** Whether the learner starred a question they may see; 300402 for any other question. */
export const getQuestionFavourite = defineEndpoint({
  method: 'GET',
  path: '/favourites/question',
  access: 'member',
  summary: 'Whether the learner starred a question',
  query: ZGetQuestionFavouriteRequest,
  response: ZQuestionFavourite,
});
