import { useQuery } from '@tanstack/react-query';
import { getTeamMembers as endpoint } from '@lectern/contracts/offline-training/get-team-members';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /teamStu/members: the mentor's mentees and their offline training. */
export const useTeamMembers = () =>
  useQuery({
    queryKey: offlineKeys.team(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
