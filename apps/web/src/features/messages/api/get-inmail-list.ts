import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getInmailList as endpoint,
  type TGetInmailListRequest,
} from '@lectern/contracts/messages/get-inmail-list';
import { request } from '@/lib/api-client';
import { messageKeys } from './query-keys';

/** GET /mine/listInmail: spec §7 tolerates "403" on it silently (no warning, no redirect). */
export const getInmailList = (params: TGetInmailListRequest, signal?: AbortSignal) =>
  request(endpoint, params, { signal, silent: true, tolerate403: true });

export const useInmailList = (params: TGetInmailListRequest) =>
  useQuery({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => getInmailList(params, signal),
    placeholderData: keepPreviousData,
  });
