import { useQuery } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@lectern/contracts/common/envelope';
import {
  getAnswerSheet as endpoint,
  type TGetAnswerSheetResponse,
} from '@lectern/contracts/exams/get-answer-sheet';
import { ApiError, request } from '@/lib/api-client';
import { keepReadAnswer } from '@/lib/early-read';
import { loadJournal, type TAnswerJournal } from '../hooks/answer-journal';
import { isConnectionFailure } from '../hooks/answer-saver';
import { readSheetCopy, storeSheetCopy } from './answer-sheet-copy';
import { examKeys } from './query-keys';

/** GET /exam/answerSheet: the sheet being answered, its questions and every saved answer. */
export const getAnswerSheet = (answerSheetId: string, signal?: AbortSignal, silent = false) =>
  request(endpoint, { answerSheetId }, { signal, silent });

/** A sheet opened for answering: the server's sheet (or the device's copy) and the journal. */
export type TOpenedSheet = {
  sheet: TGetAnswerSheetResponse;
  journal: TAnswerJournal;
  /** Read from the device's copy: the server could not be reached. */
  fromDevice: boolean;
};

/** The server could not be reached (or answered 5xx, as a proxy does when it is down). */
const unreachable = (error: unknown) =>
  error instanceof ApiError && isConnectionFailure(error.code);

/**
 * Opens a sheet: from the server when it answers, and then kept on the device; from the device's
 * copy when offline (decision 0028), so a reload without a connection reopens the exam.
 */
export async function openAnswerSheet(
  answerSheetId: string,
  signal?: AbortSignal,
): Promise<TOpenedSheet> {
  const [copy, journal] = await Promise.all([
    readSheetCopy(answerSheetId).catch(() => null),
    loadJournal(answerSheetId),
  ]);
  if (copy && !navigator.onLine) return { sheet: copy, journal, fromDevice: true };
  try {
    // With a copy at hand a dropped connection needs no warning: the copy opens instead.
    const sheet = await getAnswerSheet(answerSheetId, signal, copy !== null);
    void storeSheetCopy(sheet, Date.now()).catch(() => undefined);
    return { sheet, journal, fromDevice: false };
  } catch (error) {
    if (copy && unreachable(error)) return { sheet: copy, journal, fromDevice: true };
    throw error;
  }
}

/**
 * Keeps the sheet POST /exam/start answered for the answering screen's read of it, which then
 * sends nothing; its server time moves on by the time it waited.
 */
export const keepStartedSheet = (sheet: TGetAnswerSheetResponse) => {
  const receivedAt = Date.now();
  keepReadAnswer(endpoint.path, { answerSheetId: sheet.answerSheetId }, () => ({
    code: SUCCESS_CODE,
    body: { ...sheet, serverTime: sheet.serverTime + Date.now() - receivedAt },
  }));
};

/**
 * The sheet is read once per visit: the answering screen keeps its own state from then on, so a
 * cached or refetched copy must never replace what the learner is typing.
 */
export const useAnswerSheet = (answerSheetId: string) =>
  useQuery({
    queryKey: examKeys.answerSheet(answerSheetId),
    queryFn: ({ signal }) => openAnswerSheet(answerSheetId, signal),
    enabled: answerSheetId !== '',
    staleTime: Infinity,
    gcTime: 0,
  });
