import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionType } from '@lectern/contracts/common/enums';
import type {
  TPostSaveAnswersRequest,
  TPostSaveAnswersResponse,
} from '@lectern/contracts/exams/post-save-answers';
import { ApiError, ClientFailure } from '@/lib/api-client';
import { memoryStore, type TKeyValueStore } from '@/lib/offline-store';
import {
  emptyJournal,
  journalStoreKey,
  JournalWriter,
  loadJournal,
  type TAnswerJournal,
} from './answer-journal';
import {
  AnswerSaver,
  SAVE_BATCH_DELAY_MS,
  SAVE_RETRY_DELAY_MS,
  type TSaverListeners,
} from './answer-saver';

const questionIds = ['q1', 'q2'];
const yes = { questionType: QuestionType.TRUE_FALSE, value: true } as const;

const acknowledged = ({ answers }: TPostSaveAnswersRequest): TPostSaveAnswersResponse => ({
  saved: answers.map(({ questionId, seq }) => ({ questionId, seq })),
  refused: [],
  serverTime: Date.now(),
});

let store: TKeyValueStore;
/** The journal as the device store holds it once every write has landed. */
const storedJournal = async () => {
  await vi.advanceTimersByTimeAsync(0);
  return store.get(journalStoreKey('s1'));
};

function saverWith(
  send: (request: TPostSaveAnswersRequest) => Promise<TPostSaveAnswersResponse>,
  journal: TAnswerJournal = emptyJournal(),
) {
  const saver = new AnswerSaver({
    answerSheetId: 's1',
    lastSeq: 4,
    savedAnswers: [],
    questionIds,
    journal,
    writer: new JournalWriter('s1', store),
    send,
  });
  const listeners: TSaverListeners = {
    onStatus: vi.fn(),
    onServerTime: vi.fn(),
    onClosed: vi.fn(),
    onRefused: vi.fn(),
    onAcknowledged: vi.fn(),
  };
  saver.start(listeners);
  return { saver, listeners };
}

beforeEach(() => {
  vi.useFakeTimers();
  store = memoryStore();
});
afterEach(() => vi.useRealTimers());

describe('AnswerSaver (issue 3: the answer journal)', () => {
  it('journals a change at once and sends it after the batch delay', async () => {
    const send = vi.fn(async (request: TPostSaveAnswersRequest) => acknowledged(request));
    const { saver, listeners } = saverWith(send);
    saver.record('q1', yes, false);
    expect(await storedJournal()).toEqual({
      saves: [{ questionId: 'q1', seq: 5, answer: yes, marked: false }],
      plays: {},
      submitQueued: false,
    });
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SAVE_BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(await storedJournal()).toBeUndefined();
    expect(listeners.onStatus).toHaveBeenLastCalledWith('saved');
    saver.stop();
  });

  it('retries a failed save, and at once when the device is back online', async () => {
    const send = vi
      .fn<(request: TPostSaveAnswersRequest) => Promise<TPostSaveAnswersResponse>>()
      .mockRejectedValueOnce(new ApiError(ClientFailure.NETWORK, null))
      .mockRejectedValueOnce(new ApiError(ClientFailure.TIMEOUT, null))
      .mockImplementation(async (request) => acknowledged(request));
    const { saver, listeners } = saverWith(send);
    saver.record('q1', yes, true);
    await vi.advanceTimersByTimeAsync(SAVE_BATCH_DELAY_MS);
    expect(listeners.onStatus).toHaveBeenLastCalledWith('offline');
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(3);
    expect(listeners.onStatus).toHaveBeenLastCalledWith('saved');
    expect(listeners.onRefused).not.toHaveBeenCalled();
    saver.stop();
  });

  it('keeps a change made while its older save was on the way', async () => {
    let answerFirst: (response: TPostSaveAnswersResponse) => void = () => undefined;
    const send = vi
      .fn<(request: TPostSaveAnswersRequest) => Promise<TPostSaveAnswersResponse>>()
      .mockImplementationOnce(
        (request) =>
          new Promise((resolve) => {
            answerFirst = () => resolve(acknowledged(request));
          }),
      )
      .mockImplementation(async (request) => acknowledged(request));
    const { saver } = saverWith(send);
    saver.record('q1', yes, false);
    const flushed = saver.flush();
    // The first batch leaves once its journal write has landed.
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    saver.record('q1', null, false);
    answerFirst(acknowledged({ answerSheetId: 's1', answers: [] }));
    expect(await flushed).toBe(true);
    expect(send.mock.calls.map(([request]) => request.answers)).toEqual([
      [{ questionId: 'q1', seq: 5, answer: yes, marked: false }],
      [{ questionId: 'q1', seq: 6, answer: null, marked: false }],
    ]);
    saver.stop();
  });

  it('stops and forgets the journal when the sheet is closed (300342)', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('300342', null);
    });
    const { saver, listeners } = saverWith(send);
    saver.record('q2', yes, false);
    expect(await saver.flush()).toBe(false);
    expect(listeners.onClosed).toHaveBeenCalledWith('300342');
    expect(await storedJournal()).toBeUndefined();
    saver.record('q2', null, false);
    await vi.advanceTimersByTimeAsync(SAVE_RETRY_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    saver.stop();
  });

  it('reports a refused save and keeps it to try again', async () => {
    const send = vi.fn(async () => {
      throw new ApiError('300337', null);
    });
    const { saver, listeners } = saverWith(send);
    saver.record('q2', yes, false);
    expect(await saver.flush()).toBe(false);
    expect(listeners.onRefused).toHaveBeenCalledWith('300337', null);
    expect(await storedJournal()).toMatchObject({
      saves: [{ questionId: 'q2', seq: 5, answer: yes, marked: false }],
    });
    expect(saver.isUnreachable()).toBe(false);
    saver.stop();
  });

  it('drops a save a paper rule refused, and tells what the server made of the batch', async () => {
    const response = (request: TPostSaveAnswersRequest): TPostSaveAnswersResponse => ({
      saved: request.answers
        .filter((save) => save.questionId === 'q1')
        .map(({ questionId, seq }) => ({ questionId, seq })),
      refused: [{ questionId: 'q2', code: '300357' }],
      openSection: 0,
      serverTime: Date.now(),
    });
    const send = vi.fn(async (request: TPostSaveAnswersRequest) => response(request));
    const { saver, listeners } = saverWith(send);
    saver.record('q1', yes, false);
    saver.record('q2', yes, false);
    expect(await saver.flush()).toBe(true);
    expect(listeners.onAcknowledged).toHaveBeenCalledWith(
      expect.objectContaining({ refused: [{ questionId: 'q2', code: '300357' }] }),
    );
    expect(listeners.onRefused).not.toHaveBeenCalled();
    expect(saver.saveStatus()).toBe('saved');
    // The journal is empty, and nothing is sent again.
    expect(await storedJournal()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(send).toHaveBeenCalledTimes(1);
    saver.stop();
  });

  it('drops journal entries of questions the sheet does not have', async () => {
    await store.set(journalStoreKey('s1'), {
      saves: [
        { questionId: 'gone', seq: 9, answer: yes, marked: false },
        { questionId: 'q2', seq: 8, answer: yes, marked: true },
      ],
      plays: { q1: 1 },
    });
    const { saver } = saverWith(vi.fn(), await loadJournal('s1', store));
    expect(saver.recovered()).toEqual([{ questionId: 'q2', seq: 8, answer: yes, marked: true }]);
    expect(saver.playsOf('q1')).toBe(1);
    saver.record('q1', null, false);
    // Numbering continues above every seq this device has used, even a stale one.
    expect(((await storedJournal()) as TAnswerJournal).saves).toContainEqual({
      questionId: 'q1',
      seq: 10,
      answer: null,
      marked: false,
    });
    saver.stop();
  });

  it('remembers a submission made offline, across a reload, until the sheet is finished', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(ClientFailure.NETWORK, null);
    });
    const { saver } = saverWith(send);
    saver.record('q1', yes, false);
    expect(await saver.flush()).toBe(false);
    expect(saver.isUnreachable()).toBe(true);
    await saver.queueSubmission();
    saver.stop();

    // The page is reloaded offline: the new saver finds the answer and the queued submission.
    const journal = await loadJournal('s1', store);
    expect(journal).toEqual({
      saves: [{ questionId: 'q1', seq: 5, answer: yes, marked: false }],
      plays: {},
      submitQueued: true,
    });
    const online = vi.fn(async (request: TPostSaveAnswersRequest) => acknowledged(request));
    const { saver: reloaded } = saverWith(online, journal);
    expect(reloaded.submissionQueued()).toBe(true);
    expect(reloaded.saveStatus()).toBe('pending');
    expect(await reloaded.flush()).toBe(true);
    expect(online).toHaveBeenCalledTimes(1);
    expect(online.mock.calls[0]?.[0].answers).toEqual([
      { questionId: 'q1', seq: 5, answer: yes, marked: false },
    ]);
    // Sent, but the submission itself is still to go: the journal keeps saying so.
    expect(await storedJournal()).toEqual({ saves: [], plays: {}, submitQueued: true });
    await reloaded.finish();
    expect(await storedJournal()).toBeUndefined();
    reloaded.stop();
  });

  it('sends the saves of several questions in the order they were made', async () => {
    const send = vi.fn(async (request: TPostSaveAnswersRequest) => acknowledged(request));
    const { saver } = saverWith(send);
    saver.record('q2', yes, false);
    saver.record('q1', yes, false);
    saver.record('q2', null, true);
    expect(await saver.flush()).toBe(true);
    expect(send.mock.calls.map(([request]) => request.answers)).toEqual([
      [
        { questionId: 'q1', seq: 6, answer: yes, marked: false },
        { questionId: 'q2', seq: 7, answer: null, marked: true },
      ],
    ]);
    saver.stop();
  });
});
