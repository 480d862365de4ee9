import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuestionFavourite } from '@lectern/contracts/favourites/favourites';
import { postFavouriteQuestion } from '@lectern/contracts/favourites/post-favourite-question';
import { postUnfavouriteQuestion } from '@lectern/contracts/favourites/post-unfavourite-question';
import { request } from '@/lib/api-client';
import { favouriteKeys } from './query-keys';

/** POST /favourites/addQuestion or /favourites/removeQuestion: both idempotent. */
export function useSetQuestionFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, favourite }: TQuestionFavourite) =>
      request(favourite ? postFavouriteQuestion : postUnfavouriteQuestion, { questionId }),
    onSuccess: (state) => queryClient.setQueryData(favouriteKeys.question(state.questionId), state),
    onSettled: () => queryClient.invalidateQueries({ queryKey: favouriteKeys.lists() }),
  });
}
