import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_TTL_MS } from '@/lib/early-read';
import { byPath, fakeApi, ok } from '@/test/fake-api';
import { answerSheetOf } from '../test/answering-fixtures';
import { keepStartedSheet, openAnswerSheet } from './get-answer-sheet';

let api: ReturnType<typeof fakeApi> | undefined;

afterEach(() => {
  api?.restore();
  vi.useRealTimers();
});

/** The server's answer to GET /exam/answerSheet; records every read that reaches it. */
const serveSheet = () => {
  api = fakeApi(byPath({ 'GET /exam/answerSheet': () => ok(answerSheetOf()) }));
  return api.requests;
};

describe('opening the sheet POST /exam/start answered', () => {
  it('opens it without reading it again, its server time moved on by the wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = serveSheet();
    const started = answerSheetOf({ answerSheetId: 'sheet-started', serverTime: 1_000_000 });
    keepStartedSheet(started);
    vi.advanceTimersByTime(2_000);

    const opened = await openAnswerSheet('sheet-started');
    expect(reads).toEqual([]);
    expect(opened.sheet.questions).toEqual(started.questions);
    expect(opened.sheet.serverTime - started.serverTime).toBeGreaterThanOrEqual(2_000);
    expect(opened.sheet.serverTime - started.serverTime).toBeLessThan(3_000);

    // Kept for one opening: a reload reads the sheet as it stands.
    await openAnswerSheet('sheet-started');
    expect(reads).toHaveLength(1);
  });

  it('reads the sheet once what was kept is no longer fresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reads = serveSheet();
    keepStartedSheet(answerSheetOf({ answerSheetId: 'sheet-old' }));
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);

    await openAnswerSheet('sheet-old');
    expect(reads).toHaveLength(1);
  });
});
