import { useQuery } from '@tanstack/react-query';
import { getPracticePreview as endpoint } from '@lectern/contracts/practice/get-practice-preview';
import { request } from '@/lib/api-client';
import { practiceKeys } from './query-keys';

/** GET /exercise/preview, always read afresh: progress and payment change between visits. */
export const usePracticePreview = (taskId: string) =>
  useQuery({
    queryKey: practiceKeys.preview(taskId),
    queryFn: ({ signal }) => request(endpoint, { taskId }, { signal }),
    enabled: taskId !== '',
    staleTime: 0,
  });
