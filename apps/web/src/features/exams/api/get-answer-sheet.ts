import { useQuery } from '@tanstack/react-query';
import { getAnswerSheet as endpoint } from '@lectern/contracts/exams/get-answer-sheet';
import { request } from '@/lib/api-client';
import { earlyReads } from '@/lib/early-read';
import { examKeys } from './query-keys';

/** GET /exam/answerSheet: the sheet being answered, its questions and every saved answer. */
export const getAnswerSheet = (answerSheetId: string, signal?: AbortSignal) =>
  request(endpoint, { answerSheetId }, { signal });

const earlySheets = earlyReads((answerSheetId) => getAnswerSheet(answerSheetId));

/**
 * Starts reading a sheet before the answering screen mounts (right after POST /exam/start, or
 * from the screen's route loader), so its round trip overlaps the screen's code and checks.
 */
export const readAnswerSheetEarly = (answerSheetId: string) => earlySheets.start(answerSheetId);

/**
 * The sheet is read once per visit: the answering screen keeps its own state from then on, so a
 * cached or refetched copy must never replace what the learner is typing.
 */
export const useAnswerSheet = (answerSheetId: string) =>
  useQuery({
    queryKey: examKeys.answerSheet(answerSheetId),
    queryFn: ({ signal }) =>
      earlySheets.take(answerSheetId) ?? getAnswerSheet(answerSheetId, signal),
    enabled: answerSheetId !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
