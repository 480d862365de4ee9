import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getQuestionNotes as endpoint } from '@lectern/contracts/notes/get-question-notes';
import { request } from '@/lib/api-client';
import { noteKeys } from './query-keys';

/** Others' public notes come ten a page. */
export const NOTES_PAGE_SIZE = 10;

/** GET /notes/question: the learner's note on a question and one page of others' public ones. */
export const useQuestionNotes = (questionId: string, pageNum: number) =>
  useQuery({
    queryKey: noteKeys.questionPage(questionId, pageNum),
    queryFn: ({ signal }) =>
      request(endpoint, { questionId, pageNum, pageSize: NOTES_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
