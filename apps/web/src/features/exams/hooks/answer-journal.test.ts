import { beforeEach, describe, expect, it } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import { memoryStore, type TKeyValueStore } from '@/lib/offline-store';
import { answerJournalKey } from '@/lib/storage-keys';
import {
  emptyJournal,
  journalStoreKey,
  JournalWriter,
  loadJournal,
  migrateLocalStorageJournals,
} from './answer-journal';

const yes = { questionType: QuestionType.TRUE_FALSE, value: true } as const;
const save = (questionId: string, seq: number) => ({ questionId, seq, answer: yes, marked: false });

let store: TKeyValueStore;
beforeEach(() => {
  store = memoryStore();
  window.localStorage.clear();
});

describe('the answer journal in IndexedDB (decision 0028)', () => {
  it('moves the journals of localStorage into the device store, once', async () => {
    window.localStorage.setItem(
      answerJournalKey('s1'),
      JSON.stringify({ saves: [save('q1', 3)], plays: { q1: 2 } }),
    );
    window.localStorage.setItem(answerJournalKey('s2'), '{not json');
    window.localStorage.setItem('lectern.examFontSize', 'large');

    await migrateLocalStorageJournals(store);

    expect(await store.get(journalStoreKey('s1'))).toEqual({
      saves: [save('q1', 3)],
      plays: { q1: 2 },
      submitQueued: false,
    });
    expect(await store.get(journalStoreKey('s2'))).toBeUndefined();
    expect(window.localStorage.getItem(answerJournalKey('s1'))).toBeNull();
    expect(window.localStorage.getItem(answerJournalKey('s2'))).toBeNull();
    // Other keys are not the journal's business.
    expect(window.localStorage.getItem('lectern.examFontSize')).toBe('large');
  });

  it('keeps a journal the device store already holds over an older localStorage one', async () => {
    await store.set(journalStoreKey('s1'), { saves: [save('q1', 9)], plays: {} });
    window.localStorage.setItem(
      answerJournalKey('s1'),
      JSON.stringify({ saves: [save('q1', 3)], plays: {} }),
    );
    await migrateLocalStorageJournals(store);
    expect((await loadJournal('s1', store)).saves).toEqual([save('q1', 9)]);
    expect(window.localStorage.getItem(answerJournalKey('s1'))).toBeNull();
  });

  it('reads a missing or unreadable journal as empty', async () => {
    expect(await loadJournal('none', store)).toEqual(emptyJournal());
    await store.set(journalStoreKey('bad'), { saves: [{ questionId: 'q1' }], plays: {} });
    expect(await loadJournal('bad', store)).toEqual(emptyJournal());
  });

  it('lands writes in the order they were made and deletes an empty journal', async () => {
    let release: () => void = () => undefined;
    const firstWriteHeld = new Promise<void>((resolve) => (release = resolve));
    let writes = 0;
    const slow: TKeyValueStore = {
      ...store,
      set: async (key, value) => {
        // The first write is slow: the second must still land after it.
        writes += 1;
        if (writes === 1) await firstWriteHeld;
        await store.set(key, value);
      },
    };
    const writer = new JournalWriter('s1', slow);
    void writer.write({ saves: [save('q1', 1)], plays: {}, submitQueued: false });
    const second = { saves: [save('q1', 1), save('q2', 2)], plays: {}, submitQueued: false };
    void writer.write(second);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes).toBe(1);
    release();
    await writer.written();
    expect(await loadJournal('s1', store)).toEqual(second);

    await writer.write({ saves: [], plays: {}, submitQueued: true });
    expect(await store.get(journalStoreKey('s1'))).toEqual({
      saves: [],
      plays: {},
      submitQueued: true,
    });
    await writer.clear();
    expect(await store.get(journalStoreKey('s1'))).toBeUndefined();
  });

  it('writes a snapshot: later changes to the saver’s objects do not leak into a write', async () => {
    const writer = new JournalWriter('s1', store);
    const journal = { saves: [save('q1', 1)], plays: {}, submitQueued: false };
    void writer.write(journal);
    journal.saves.push(save('q2', 2));
    await writer.written();
    expect((await loadJournal('s1', store)).saves).toEqual([save('q1', 1)]);
  });
});
