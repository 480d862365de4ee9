import { z } from 'zod';
import { ZAnswerSave, type TAnswerSave } from '@lectern/contracts/exams/post-save-answers';
import { answerJournalKey } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/storage';

/**
 * What this device knows about a sheet that the server may not (ARCHITECTURE.md data
 * durability): every save not yet acknowledged, and how often each question's media was played.
 */
const ZAnswerJournal = z.object({
  saves: z.array(ZAnswerSave),
  plays: z.record(z.string(), z.number().int().nonnegative()),
});
export type TAnswerJournal = { saves: TAnswerSave[]; plays: Record<string, number> };

const emptyJournal = (): TAnswerJournal => ({ saves: [], plays: {} });

/** The sheet's journal; one that is missing or unreadable is empty. */
export function readJournal(answerSheetId: string): TAnswerJournal {
  const stored = readStored(answerJournalKey(answerSheetId));
  if (!stored) return emptyJournal();
  try {
    const parsed = ZAnswerJournal.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : emptyJournal();
  } catch {
    return emptyJournal();
  }
}

export function writeJournal(answerSheetId: string, journal: TAnswerJournal) {
  const empty = journal.saves.length === 0 && Object.keys(journal.plays).length === 0;
  writeStored(answerJournalKey(answerSheetId), empty ? null : JSON.stringify(journal));
}

/** A submitted sheet needs no journal. */
export const clearJournal = (answerSheetId: string) =>
  writeStored(answerJournalKey(answerSheetId), null);
