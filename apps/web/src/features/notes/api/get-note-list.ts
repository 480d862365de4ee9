import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getNoteList as endpoint,
  type TGetNoteListRequest,
} from '@lectern/contracts/notes/get-note-list';
import { request } from '@/lib/api-client';
import { noteKeys } from './query-keys';

/** GET /notes/list: the learner's notes, last edited first, searched on the server. */
export const useNoteList = (params: TGetNoteListRequest) =>
  useQuery({
    queryKey: noteKeys.list(params),
    queryFn: ({ signal }) => request(endpoint, params, { signal }),
    placeholderData: keepPreviousData,
  });
