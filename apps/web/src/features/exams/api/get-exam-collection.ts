import { useQuery } from '@tanstack/react-query';
import { getExamCollection as endpoint } from '@lectern/contracts/exams/get-exam-collection';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/collection: the paper's information collection with the learner's saved values. */
export const getExamCollection = (paperId: string, signal?: AbortSignal) =>
  request(endpoint, { paperId }, { signal });

/** Read afresh on each visit: the form starts from what the server holds. */
export const useExamCollection = (paperId: string) =>
  useQuery({
    queryKey: examKeys.collection(paperId),
    queryFn: ({ signal }) => getExamCollection(paperId, signal),
    enabled: paperId !== '',
    staleTime: 0,
  });
