import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getFavouriteQuestions as endpoint,
  type TGetFavouriteQuestionsRequest,
} from '@lectern/contracts/favourites/get-favourite-questions';
import { request } from '@/lib/api-client';
import { favouriteKeys } from './query-keys';

/** GET /favourites/questions: the learner's starred questions, newest first. */
export const useFavouriteQuestions = (params: TGetFavouriteQuestionsRequest) =>
  useQuery({
    queryKey: favouriteKeys.questions(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
