import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import { getInviteRegistrations as endpoint } from '@lectern/contracts/sharing/get-invite-registrations';
import { request } from '@/lib/api-client';
import { sharingKeys } from './query-keys';

/** GET /mine/inviteRegistrations: who registered with the learner's code, newest first. */
export const useInviteRegistrations = (page: TPageQuery) =>
  useQuery({
    queryKey: sharingKeys.registrations(page),
    queryFn: ({ signal }) => request(endpoint, page, { signal }),
    placeholderData: keepPreviousData,
  });
