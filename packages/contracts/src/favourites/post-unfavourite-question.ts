import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZId } from '../common/primitives';
import { ZQuestionFavourite } from './favourites';

export const ZPostUnfavouriteQuestionRequest = z.object({ questionId: ZId });

/** Unstars a question: idempotent (a question not starred stays so). */
export const postUnfavouriteQuestion = defineEndpoint({
  method: 'POST',
  path: '/favourites/removeQuestion',
  access: 'member',
  summary: 'Unstar a question',
  body: ZPostUnfavouriteQuestionRequest,
  response: ZQuestionFavourite,
});
