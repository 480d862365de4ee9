import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getUserExamList as endpoint,
  type TGetUserExamListRequest,
} from '@lectern/contracts/exams/get-user-exam-list';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/userExamList: every submitted sheet of the learner (personal centre exam records). */
export const getUserExamList = (params: TGetUserExamListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal });

export const useUserExamList = (params: TGetUserExamListRequest) =>
  useQuery({
    queryKey: examKeys.userExamList(params),
    queryFn: ({ signal }) => getUserExamList(params, signal),
    placeholderData: keepPreviousData,
  });
