import { z } from 'zod';
import { ZAnswerSave, type TAnswerSave } from '@lectern/contracts/exams/post-save-answers';
import { offlineStore, type TKeyValueStore } from '@/lib/offline-store';
import { StorageKey, answerJournalKey } from '@/lib/storage-keys';
import { readStored, writeStored } from '@/lib/storage';

/**
 * What this device knows about a sheet that the server may not (ARCHITECTURE.md data
 * durability): every save not yet acknowledged, how often each question's media was played, and
 * whether the learner has submitted it while the server could not be reached (decision 0028).
 */
const ZAnswerJournal = z.object({
  saves: z.array(ZAnswerSave),
  plays: z.record(z.string(), z.number().int().nonnegative()),
  submitQueued: z.boolean().default(false),
});
export type TAnswerJournal = {
  saves: TAnswerSave[];
  plays: Record<string, number>;
  submitQueued: boolean;
};

export const emptyJournal = (): TAnswerJournal => ({ saves: [], plays: {}, submitQueued: false });

/** The journal's key in the device store (IndexedDB). */
export const journalStoreKey = (answerSheetId: string) => `answerJournal.${answerSheetId}`;

const isEmpty = (journal: TAnswerJournal) =>
  journal.saves.length === 0 && Object.keys(journal.plays).length === 0 && !journal.submitQueued;

const parseJournal = (value: unknown): TAnswerJournal | null => {
  const parsed = ZAnswerJournal.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Journals were kept in localStorage before decision 0028: each one found there moves into the
 * device store, unless the store already holds a journal of that sheet (it is newer).
 */
export async function migrateLocalStorageJournals(store: TKeyValueStore = offlineStore()) {
  const prefix = `${StorageKey.ANSWER_JOURNAL}.`;
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
  } catch {
    return;
  }
  for (const key of keys) {
    const answerSheetId = key.slice(prefix.length);
    const legacyKey = answerJournalKey(answerSheetId);
    let legacy: TAnswerJournal | null;
    try {
      legacy = parseJournal(JSON.parse(readStored(legacyKey) ?? 'null'));
    } catch {
      legacy = null;
    }
    const target = journalStoreKey(answerSheetId);
    if (legacy && !isEmpty(legacy) && parseJournal(await store.get(target)) === null) {
      await store.set(target, legacy);
    }
    writeStored(legacyKey, null);
  }
}

let migration: Promise<void> | null = null;

/** The sheet's journal; one that is missing or unreadable is empty. */
export async function loadJournal(
  answerSheetId: string,
  store: TKeyValueStore = offlineStore(),
): Promise<TAnswerJournal> {
  // Once per page: the journals of an older client version are in localStorage.
  await (migration ??= migrateLocalStorageJournals(store).catch(() => undefined));
  return parseJournal(await store.get(journalStoreKey(answerSheetId))) ?? emptyJournal();
}

/**
 * Writes one sheet's journal. Writes are asynchronous but land in the order they were made, so
 * the store always ends with the newest journal; `written()` waits for every write so far.
 */
export class JournalWriter {
  private last: Promise<void> = Promise.resolve();

  constructor(
    private readonly answerSheetId: string,
    private readonly store: TKeyValueStore = offlineStore(),
  ) {}

  write(journal: TAnswerJournal): Promise<void> {
    const key = journalStoreKey(this.answerSheetId);
    // A copy now: the saver goes on changing its own objects while the write waits its turn.
    const snapshot = structuredClone(journal);
    this.last = this.last
      .then(() => (isEmpty(snapshot) ? this.store.del(key) : this.store.set(key, snapshot)))
      .catch(() => undefined);
    return this.last;
  }

  /** A submitted sheet needs no journal. */
  clear(): Promise<void> {
    return this.write(emptyJournal());
  }

  written(): Promise<void> {
    return this.last;
  }
}
