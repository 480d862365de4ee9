import type { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { zPage, ZPageQuery } from '../common/pagination';
import { ZFavouriteQuestion } from './favourites';

export const ZGetFavouriteQuestionsRequest = ZPageQuery;
export type TGetFavouriteQuestionsRequest = z.infer<typeof ZGetFavouriteQuestionsRequest>;

export const ZGetFavouriteQuestionsResponse = zPage(ZFavouriteQuestion);
export type TGetFavouriteQuestionsResponse = z.infer<typeof ZGetFavouriteQuestionsResponse>;

/** Spec §2 /personal/favs/question: the learner's starred questions, newest first. */
export const getFavouriteQuestions = defineEndpoint({
  method: 'GET',
  path: '/favourites/questions',
  access: 'member',
  summary: 'The learner’s favourite questions',
  query: ZGetFavouriteQuestionsRequest,
  response: ZGetFavouriteQuestionsResponse,
});
