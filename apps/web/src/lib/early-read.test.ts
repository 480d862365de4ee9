import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READ_TTL_MS, keepReadAnswer, startEarlyRead, takeEarlyRead } from './early-read';
import { StorageKey } from './storage-keys';
import { memberToken } from './storage';

const envelope = (body: unknown) => new Response(JSON.stringify({ code: '200', body }));

describe('early reads', () => {
  let sent: { url: string; init: RequestInit | undefined }[];

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(1_700_000_000_000);
    sent = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        sent.push({ url, init });
        return Promise.resolve(envelope({ url }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the GET as the api client would: token, Overall header, pTime, cookies', () => {
    memberToken.set('token-1');
    window.localStorage.setItem(StorageKey.OVERALL, 'overall-1');

    startEarlyRead('/exam/answerSheet', { answerSheetId: 'sheet-1' });

    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/h5/api/exam/answerSheet?answerSheetId=sheet-1&pTime=1700000000000');
    const headers = new Headers(sent[0]?.init?.headers);
    expect(headers.get('Authorization')).toBe('token-1');
    expect(headers.get('Overall')).toBe('overall-1');
    expect(sent[0]?.init?.credentials).toBe('include');
    takeEarlyRead('/exam/answerSheet', { answerSheetId: 'sheet-1' });
  });

  it('sends a read once while it is fresh and hands its response to the first taker only', async () => {
    startEarlyRead('/login/getFactoryInfo', { factoryCode: '100100', extra: 'x' });
    startEarlyRead('/login/getFactoryInfo', { extra: 'x', factoryCode: '100100' });
    expect(sent).toHaveLength(1);

    expect(takeEarlyRead('/login/getFactoryInfo', { factoryCode: '100101' })).toBeNull();
    const response = takeEarlyRead('/login/getFactoryInfo', { extra: 'x', factoryCode: '100100' });
    await expect(response?.then((answer) => answer.json())).resolves.toMatchObject({ code: '200' });
    expect(
      takeEarlyRead('/login/getFactoryInfo', { factoryCode: '100100', extra: 'x' }),
    ).toBeNull();
  });

  it('hands a kept answer, as it stands when taken, to the first taker, and sends no read for it', async () => {
    let version = 1;
    keepReadAnswer('/exam/answerSheet', { answerSheetId: 'sheet-1' }, () => ({
      code: '200',
      body: { version },
    }));
    startEarlyRead('/exam/answerSheet', { answerSheetId: 'sheet-1' });
    expect(sent).toEqual([]);

    version = 2;
    const response = takeEarlyRead('/exam/answerSheet', { answerSheetId: 'sheet-1' });
    await expect(response?.then((answer) => answer.json())).resolves.toEqual({
      code: '200',
      body: { version: 2 },
    });
    expect(takeEarlyRead('/exam/answerSheet', { answerSheetId: 'sheet-1' })).toBeNull();
  });

  it('lets a stale read go: nobody takes it, and starting again sends again', () => {
    startEarlyRead('/login/getFactoryInfo', { factoryCode: '100100' });
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    startEarlyRead('/login/getFactoryInfo', { factoryCode: '100100' });
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(EARLY_READ_TTL_MS);
    expect(takeEarlyRead('/login/getFactoryInfo', { factoryCode: '100100' })).toBeNull();
  });

  it('answers nobody with a read made for another member', () => {
    memberToken.set('token-1');
    startEarlyRead('/mine/memberInfo', {});
    memberToken.set('token-2');
    expect(takeEarlyRead('/mine/memberInfo', {})).toBeNull();
  });

  it('leaves a failed read to its taker, without an unhandled rejection', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRead('/login/getFactoryInfo', { factoryCode: '100100' });
    await expect(takeEarlyRead('/login/getFactoryInfo', { factoryCode: '100100' })).rejects.toThrow(
      'Failed to fetch',
    );
  });
});
