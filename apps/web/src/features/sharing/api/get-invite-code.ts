import { useQuery } from '@tanstack/react-query';
import { getInviteCode as endpoint } from '@lectern/contracts/sharing/get-invite-code';
import { request } from '@/lib/api-client';
import { sharingKeys } from './query-keys';

/** GET /mine/inviteCode: the learner's invitation code (made on first asking). */
export const useInviteCode = () =>
  useQuery({
    queryKey: sharingKeys.inviteCode(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
