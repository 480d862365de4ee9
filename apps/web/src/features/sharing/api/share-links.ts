import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getMyShares } from '@lectern/contracts/sharing/get-my-shares';
import { getSharedPreview } from '@lectern/contracts/sharing/get-shared-preview';
import {
  postShareLink,
  type TPostShareLinkRequest,
} from '@lectern/contracts/sharing/post-share-link';
import { request } from '@/lib/api-client';
import { sharingKeys } from './query-keys';

/** POST /share/create: the learner's link to an item (the same one when shared again). */
export function useCreateShareLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TPostShareLinkRequest) => request(postShareLink, item, { silent: true }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sharingKeys.shares() }),
  });
}

/** GET /share/mine: the learner's links, newest first. */
export const useMyShares = (page: TPageQuery) =>
  useQuery({
    queryKey: [...sharingKeys.shares(), page],
    queryFn: ({ signal }) => request(getMyShares, page, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET /share/preview: a shared item as the learner may see it (each opening counts once). */
export const useSharedPreview = (token: string) =>
  useQuery({
    queryKey: sharingKeys.preview(token),
    queryFn: ({ signal }) => request(getSharedPreview, { token }, { signal, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
