import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getTeamHomework as endpoint,
  type TGetTeamHomeworkRequest,
} from '@lectern/contracts/offline-training/get-team-homework';
import { request } from '@/lib/api-client';
import { offlineKeys } from './query-keys';

/** GET /teamStu/homework: a page of the mentees' homework, to grade or graded. */
export const useTeamHomework = (params: TGetTeamHomeworkRequest) =>
  useQuery({
    queryKey: offlineKeys.teamHomework(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
