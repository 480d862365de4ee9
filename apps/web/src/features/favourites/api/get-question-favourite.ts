import { useQuery } from '@tanstack/react-query';
import { getQuestionFavourite as endpoint } from '@lectern/contracts/favourites/get-question-favourite';
import { request } from '@/lib/api-client';
import { favouriteKeys } from './query-keys';

/** GET /favourites/question: whether the learner starred the question. */
export const useQuestionFavourite = (questionId: string) =>
  useQuery({
    queryKey: favouriteKeys.question(questionId),
    queryFn: ({ signal }) => request(endpoint, { questionId }, { signal }),
  });
