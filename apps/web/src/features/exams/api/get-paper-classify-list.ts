import { useQuery } from '@tanstack/react-query';
import { getPaperClassifyList as endpoint } from '@lectern/contracts/exams/get-paper-classify-list';
import { request } from '@/lib/api-client';
import { examKeys } from './query-keys';

/** GET /exam/paperClassifyList: the classification tree of the exam list filter (spec §3). */
export const getPaperClassifyList = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const usePaperClassifyList = () =>
  useQuery({
    queryKey: examKeys.paperClassifyList(),
    queryFn: ({ signal }) => getPaperClassifyList(signal),
    staleTime: 5 * 60_000,
  });
