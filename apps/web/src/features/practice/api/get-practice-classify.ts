import { useQuery } from '@tanstack/react-query';
import { getPracticeClassify as endpoint } from '@lectern/contracts/practice/get-practice-classify';
import { request } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** GET /exercise/list/classify: the question-bank classification tree of the task list. */
export const usePracticeClassify = () =>
  useQuery({
    queryKey: practiceKeys.classify(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
