import type { TGetNoteListRequest } from '@lectern/contracts/notes/get-note-list';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the notes feature. */
export const noteKeys = {
  all: queryRoots.notes,
  /** A question's notes: the learner's and others' public ones, by page. */
  question: (questionId: string) => [...noteKeys.all, 'question', questionId] as const,
  questionPage: (questionId: string, pageNum: number) =>
    [...noteKeys.question(questionId), pageNum] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (params: TGetNoteListRequest) => [...noteKeys.lists(), params] as const,
};
