import {
  ZGetAnswerSheetResponse,
  type TGetAnswerSheetResponse,
} from '@lectern/contracts/exams/get-answer-sheet';
import type { TAnswerSave } from '@lectern/contracts/exams/post-save-answers';
import type { TSheetSignature } from '@lectern/contracts/exams/post-sign-answer-sheet';
import { z } from 'zod';
import { offlineStore, type TKeyValueStore } from '@/lib/offline-store';

/**
 * The device's copy of a sheet being answered (decision 0028): GET /exam/answerSheet as last read,
 * with every answer the server has acknowledged since. A reload while offline reopens the sheet
 * from it; the answers the server has not acknowledged are in the journal (answer-journal.ts).
 */
const ZSheetCopy = z.object({
  sheet: ZGetAnswerSheetResponse,
  /** Date.now() when the sheet was read: the server's clock has moved on by as much since. */
  receivedAt: z.number(),
});
type TSheetCopy = z.infer<typeof ZSheetCopy>;

export const sheetCopyKey = (answerSheetId: string) => `answerSheet.${answerSheetId}`;

/** Changes to one sheet's copy land one after the other (read, change, write). */
const queues = new Map<string, Promise<unknown>>();
function inTurn<T>(answerSheetId: string, change: () => Promise<T>): Promise<T> {
  const next = (queues.get(answerSheetId) ?? Promise.resolve()).then(change, change);
  queues.set(
    answerSheetId,
    next.catch(() => undefined),
  );
  return next;
}

async function readCopy(store: TKeyValueStore, answerSheetId: string): Promise<TSheetCopy | null> {
  const parsed = ZSheetCopy.safeParse(await store.get(sheetCopyKey(answerSheetId)));
  return parsed.success ? parsed.data : null;
}

export const storeSheetCopy = (
  sheet: TGetAnswerSheetResponse,
  receivedAt: number,
  store = offlineStore(),
) =>
  inTurn(sheet.answerSheetId, () =>
    store.set(sheetCopyKey(sheet.answerSheetId), { sheet, receivedAt } satisfies TSheetCopy),
  );

/**
 * The sheet as the server holds it now, as far as this device knows, its serverTime moved on by
 * the time since it was read; null when the device has no copy.
 */
export const readSheetCopy = (answerSheetId: string, store = offlineStore()) =>
  inTurn(answerSheetId, async (): Promise<TGetAnswerSheetResponse | null> => {
    const copy = await readCopy(store, answerSheetId);
    if (!copy) return null;
    return { ...copy.sheet, serverTime: copy.sheet.serverTime + (Date.now() - copy.receivedAt) };
  });

/** The server acknowledged these saves: the copy holds them as saved answers. */
export const recordSavedAnswers = (
  answerSheetId: string,
  saves: readonly TAnswerSave[],
  store = offlineStore(),
) =>
  inTurn(answerSheetId, async () => {
    const copy = await readCopy(store, answerSheetId);
    if (!copy || saves.length === 0) return;
    const answers = new Map(copy.sheet.answers.map((saved) => [saved.questionId, saved]));
    for (const { questionId, answer, marked, seq } of saves) {
      if (seq > (answers.get(questionId)?.seq ?? 0)) {
        answers.set(questionId, { questionId, answer, marked, seq });
      }
    }
    const lastSeq = Math.max(copy.sheet.lastSeq, ...saves.map((save) => save.seq));
    await store.set(sheetCopyKey(answerSheetId), {
      ...copy,
      sheet: { ...copy.sheet, answers: [...answers.values()], lastSeq },
    } satisfies TSheetCopy);
  });

/** A submitted sheet is not kept on the device. */
export const forgetSheetCopy = (answerSheetId: string, store = offlineStore()) =>
  inTurn(answerSheetId, () => store.del(sheetCopyKey(answerSheetId)));

/** The server stored the learner's signature: the copy holds it, so a reload offline shows it. */
export const recordSignature = (
  answerSheetId: string,
  signature: TSheetSignature,
  store = offlineStore(),
) =>
  inTurn(answerSheetId, async () => {
    const copy = await readCopy(store, answerSheetId);
    if (!copy) return;
    await store.set(sheetCopyKey(answerSheetId), {
      ...copy,
      sheet: { ...copy.sheet, signature },
    } satisfies TSheetCopy);
  });
