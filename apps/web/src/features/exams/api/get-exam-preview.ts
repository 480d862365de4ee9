import { useQuery } from '@tanstack/react-query';
import { getExamPreview as endpoint } from '@lectern/contracts/exams/get-exam-preview';
import { request } from '@/lib/api-client';
import { setServerTime } from '@/lib/server-clock';
import { examKeys } from './query-keys';

/**
 * GET /exam/preview: what the learner sees before entering an exam (spec §2). Its serverTime
 * resets the server clock, so the countdown to the exam runs on the server's time.
 */
export async function getExamPreview(paperId: string, signal?: AbortSignal) {
  const sentAt = Date.now();
  const preview = await request(endpoint, { paperId }, { signal });
  // The server read its clock about halfway through the round trip.
  setServerTime(preview.serverTime, sentAt + (Date.now() - sentAt) / 2);
  return preview;
}

/** Always read afresh: attempts, payment and the sheet being answered change between visits. */
export const useExamPreview = (paperId: string) =>
  useQuery({
    queryKey: examKeys.preview(paperId),
    queryFn: ({ signal }) => getExamPreview(paperId, signal),
    enabled: paperId !== '',
    staleTime: 0,
  });
