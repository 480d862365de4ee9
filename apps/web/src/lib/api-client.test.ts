import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@lectern/contracts/common/endpoint';
import { postUploadFile } from '@lectern/contracts/common/post-upload-file';
import { ZFactoryInfo } from '@lectern/contracts/common/tenant';
import { byPath, failure, fakeApi, ok } from '@/test/fake-api';
import { demoTenant } from '@/test/session';
import {
  ApiError,
  MAX_ONLINE_LOCK_SECONDS,
  REQUEST_TIMEOUT_MS,
  request,
  upload,
} from './api-client';
import { configureApiClient } from './api-environment';
import { startEarlyRead } from './early-read';
import { PAGE_BASE } from './paths';
import { StorageKey } from './storage-keys';
import { memberToken, storedFactoryCode } from './storage';

/** A public GET with a query and a public POST with a body, as the features' endpoints are. */
const getFactoryInfo = defineEndpoint({
  method: 'GET',
  path: '/login/getFactoryInfo',
  access: 'public',
  summary: 'The tenant',
  query: z.object({ factoryCode: z.string() }),
  response: ZFactoryInfo,
});
const postLogin = defineEndpoint({
  method: 'POST',
  path: '/login/login',
  access: 'public',
  summary: 'A login',
  body: z.object({ factoryCode: z.string(), userCode: z.string(), password: z.string() }),
  response: z.object({ tokenValue: z.string() }).loose(),
});

const navigate = vi.fn();
const reload = vi.fn();
let api: ReturnType<typeof fakeApi> | undefined;

beforeEach(() => {
  navigate.mockReset();
  reload.mockReset();
  configureApiClient({ navigate, reload });
});

afterEach(() => {
  api?.restore();
  api = undefined;
  vi.useRealTimers();
});

const answering = (answer: Parameters<typeof fakeApi>[0]) => {
  api = fakeApi(answer);
  return api;
};

/** Calls getFactoryInfo and swallows the expected rejection. */
const callFactoryInfo = (options = {}) =>
  request(getFactoryInfo, { factoryCode: '100100' }, options).catch((error: unknown) => error);

describe('request headers (spec §7 general rules)', () => {
  it('sends the member token, echoes the last Overall header and stamps GETs with pTime', async () => {
    memberToken.set('token-1');
    const { requests } = answering(() => ok(demoTenant, { overall: 'overall-1' }));
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);

    await request(getFactoryInfo, { factoryCode: '100100' });
    await request(getFactoryInfo, { factoryCode: '100100' });

    const [first, second] = requests;
    expect(first?.headers.get('Authorization')).toBe('token-1');
    expect(first?.headers.get('Overall')).toBeUndefined();
    expect(second?.headers.get('Overall')).toBe('overall-1');
    expect(window.localStorage.getItem(StorageKey.OVERALL)).toBe('overall-1');
    expect(first?.params).toEqual({ factoryCode: '100100', pTime: 1_700_000_000_000 });
    expect(first?.withCredentials).toBe(true);
    expect(first?.timeout).toBe(REQUEST_TIMEOUT_MS);
    expect(first?.baseURL).toBe('/h5/api');
  });

  it('sends no Authorization without a token and no pTime on POST', async () => {
    const { requests } = answering(() =>
      ok({
        tokenValue: 't',
        loginUserInfo: {
          userId: 'u',
          userCode: 'demo',
          nickName: 'D',
          factoryCode: '1',
          avatar: null,
        },
      }),
    );
    await request(postLogin, { factoryCode: '1', userCode: 'demo', password: 'secret1' });
    expect(requests[0]?.headers.get('Authorization')).toBeUndefined();
    expect(requests[0]?.params).toBeUndefined();
    expect(JSON.parse(String(requests[0]?.data))).toEqual({
      factoryCode: '1',
      userCode: 'demo',
      password: 'secret1',
    });
  });
});

describe('keepalive (a last report as the page goes)', () => {
  it('sends by fetch with keepalive, headers and all', async () => {
    memberToken.set('token-1');
    const { requests } = answering(() => ok({ tokenValue: 't' }));
    await request(
      postLogin,
      { factoryCode: '1', userCode: 'demo', password: 'secret1' },
      { keepalive: true },
    );
    expect(requests[0]?.fetchOptions).toEqual({ keepalive: true });
    expect(requests[0]?.headers.get('Authorization')).toBe('token-1');
  });

  it('leaves ordinary requests to the default adapter', async () => {
    const { requests } = answering(() => ok({ tokenValue: 't' }));
    await request(postLogin, { factoryCode: '1', userCode: 'demo', password: 'secret1' });
    expect(requests[0]?.fetchOptions).toBeUndefined();
  });
});

describe('answers', () => {
  it('returns the body of a "200" envelope, checked against the contract', async () => {
    answering(() => ok(demoTenant));
    await expect(request(getFactoryInfo, { factoryCode: '100100' })).resolves.toEqual(demoTenant);
  });

  it("shows 'Operation successful' when asked to", async () => {
    answering(() => ok(demoTenant));
    await request(getFactoryInfo, { factoryCode: '100100' }, { notifySuccess: true });
    expect(await screen.findByText('Operation successful')).toBeInTheDocument();
  });

  it('rejects a body that breaks the contract', async () => {
    answering(() => ok({ sysName: 42 }));
    const error = await callFactoryInfo();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('invalidResponse');
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('throws the envelope code and body and warns with the mapped message', async () => {
    answering(() => failure('300103'));
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: '300103', body: null });
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
  });

  it('shows nothing for a silent call', async () => {
    answering(() => failure('300105'));
    const error = await callFactoryInfo({ silent: true });
    expect(error).toMatchObject({ code: '300105' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/not (been )?activated/i)).not.toBeInTheDocument();
  });

  it('leaves the failures the caller handles to the caller, and warns about the others', async () => {
    const handlesFailure = (code: string, body: unknown) =>
      code === '300111' && typeof body === 'number';
    answering(() => failure('300111', 42));
    expect(await callFactoryInfo({ handlesFailure })).toMatchObject({ code: '300111', body: 42 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();

    answering(() => failure('300111'));
    await callFactoryInfo({ handlesFailure });
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it('shows a non-numeric code as it is', async () => {
    answering(() => failure('Tenant suspended for maintenance'));
    await callFactoryInfo();
    expect(await screen.findByText('Tenant suspended for maintenance')).toBeInTheDocument();
  });

  it.each([
    [
      '300316',
      Date.UTC(2030, 4, 6, 7, 8, 9),
      /The earliest submission time is 2030-05-06 \d\d:08:09/,
    ],
    ['303103', 'East region', /The headcount of organisation East region is full/],
    ['300211', 'factoryCode', /Required parameter empty: factoryCode/],
  ])('inserts the body into the %s message', async (code, body, text) => {
    answering(() => failure(code, body));
    await callFactoryInfo();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('reads started early (docs/decisions/0034)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The network under fetch: the early read goes there, the client's own reads to fakeApi. */
  const fetchAnswering = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    const sent = vi.fn(() =>
      Promise.resolve(
        new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
      ),
    );
    vi.stubGlobal('fetch', sent);
    return sent;
  };

  it('answers the first matching GET from the read started early, sending nothing more', async () => {
    const sent = fetchAnswering(200, { code: '200', body: demoTenant }, { Overall: 'overall-2' });
    const { requests } = answering(() => ok(demoTenant));
    startEarlyRead(getFactoryInfo.path, { factoryCode: '100100' });

    await expect(request(getFactoryInfo, { factoryCode: '100100' })).resolves.toEqual(demoTenant);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
    expect(window.localStorage.getItem(StorageKey.OVERALL)).toBe('overall-2');

    // Taken once: the next read goes to the server.
    await request(getFactoryInfo, { factoryCode: '100100' });
    expect(requests).toHaveLength(1);
  });

  it('handles an early answer as its own: refusals, contract and transport failures', async () => {
    answering(() => ok(demoTenant));
    fetchAnswering(200, { code: '300103', body: null });
    startEarlyRead(getFactoryInfo.path, { factoryCode: '100100' });
    expect(await callFactoryInfo()).toMatchObject({ code: '300103' });
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();

    fetchAnswering(200, { code: '200', body: { sysName: 42 } });
    startEarlyRead(getFactoryInfo.path, { factoryCode: '100100' });
    expect(await callFactoryInfo()).toMatchObject({ code: 'invalidResponse' });

    fetchAnswering(502, '<html>Bad gateway</html>');
    startEarlyRead(getFactoryInfo.path, { factoryCode: '100100' });
    expect(await callFactoryInfo()).toMatchObject({ code: '500' });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startEarlyRead(getFactoryInfo.path, { factoryCode: '100100' });
    expect(await callFactoryInfo()).toMatchObject({ code: 'networkError' });
  });
});

describe('403: the session was refused (spec §8)', () => {
  it('warns with the sub-code, clears the token and sends the learner to login', async () => {
    window.history.replaceState(null, '', `${PAGE_BASE}custom-home?state=abc&tab=2`);
    memberToken.set('revoked');
    storedFactoryCode.set('100100');
    answering(() => failure('403', '403-4'));

    await callFactoryInfo();

    expect(await screen.findByText(/logged in elsewhere/i)).toBeInTheDocument();
    expect(memberToken.get()).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    const target = new URL(navigate.mock.calls[0]?.[0] as string, 'http://app.test');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('url')).toBe('/custom-home?state=abc&tab=2');
    expect(target.searchParams.get('state')).toBe('abc');
    expect(target.searchParams.get('factoryCode')).toBe('100100');
  });

  it('lets only the first refusal speak while other calls are still in flight', async () => {
    window.history.replaceState(null, '', `${PAGE_BASE}personal/personal`);
    memberToken.set('revoked');
    answering(() => failure('403', '403-4'));
    await callFactoryInfo();
    answering(() => failure('403', '403'));
    await callFactoryInfo();

    expect(await screen.findByText(/logged in elsewhere/i)).toBeInTheDocument();
    expect(screen.queryByText('You are not logged in. Please log in.')).not.toBeInTheDocument();
    expect(navigate).toHaveBeenCalledTimes(1);

    memberToken.set('new-session');
    answering(() => failure('403', '403-2'));
    await callFactoryInfo();
    expect(await screen.findByText(/expired/i)).toBeInTheDocument();
  });

  it("says 'not logged in' for a plain 403", async () => {
    window.history.replaceState(null, '', `${PAGE_BASE}personal/personal`);
    memberToken.set('never-valid');
    answering(() => failure('403', '403'));
    await callFactoryInfo();
    expect(await screen.findByText('You are not logged in. Please log in.')).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login?url=%2Fpersonal%2Fpersonal');
  });

  it('does not redirect when the query already holds url', async () => {
    window.history.replaceState(null, '', `${PAGE_BASE}custom-home?url=%2Fexam%2Fexam`);
    memberToken.set('expired');
    answering(() => failure('403', '403-2'));
    await callFactoryInfo();
    expect(await screen.findByText(/expired/i)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('stays silent and keeps the session for calls that tolerate 403', async () => {
    memberToken.set('token-1');
    answering(() => failure('403', '403-1'));
    const error = await callFactoryInfo({ tolerate403: true });
    expect(error).toMatchObject({ code: '403' });
    expect(memberToken.get()).toBe('token-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('402: maximum online users (spec §8, §9)', () => {
  it('blocks with a dialog whose Refresh button unlocks after 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answering(() => failure('402'));
    await callFactoryInfo();

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The maximum number of online users has been reached');
    const locked = within(dialog).getByRole('button', { name: 'Retry after 10 seconds' });
    expect(locked).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync((MAX_ONLINE_LOCK_SECONDS - 1) * 1_000);
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Retry after 1 seconds' })).toBeDisabled(),
    );

    await vi.advanceTimersByTimeAsync(1_000);
    const refresh = await within(dialog).findByRole('button', { name: 'Refresh' });
    expect(refresh).toBeEnabled();
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(refresh);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('transport failures (spec §8 general)', () => {
  it('reports a timeout as an unstable network', async () => {
    answering(() => {
      throw new axios.AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED');
    });
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: 'timeout' });
    expect(
      await screen.findByText('The network is unstable. Please check your network.'),
    ).toBeInTheDocument();
  });

  it('reports a network error', async () => {
    answering(() => {
      throw new axios.AxiosError('Network Error', 'ERR_NETWORK');
    });
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: 'networkError' });
    expect(await screen.findByText(/Network connection error/)).toBeInTheDocument();
  });

  it('handles an envelope sent with a 4xx status like any envelope', async () => {
    answering(() => ({ status: 413, data: { code: '300211', body: 'body' } }));
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: '300211', body: 'body' });
    expect(await screen.findByText('Required parameter empty: body')).toBeInTheDocument();
  });

  it('reports a 4xx without an envelope, as a proxy may send, as an unknown failure', async () => {
    answering(() => ({ status: 414, data: '<html>URI Too Long</html>' }));
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: 'unknown' });
    expect(
      await screen.findByText('Something went wrong. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('reports a server error without an envelope as code 500', async () => {
    answering(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = await callFactoryInfo();
    expect(error).toMatchObject({ code: '500' });
    expect(await screen.findByText('Network exception. Please try again.')).toBeInTheDocument();
  });
});

describe('upload (spec §7)', () => {
  it('posts the file and fields as multipart and reports progress', async () => {
    const { requests } = answering(
      byPath({
        'POST /sys/uploadFile': (config) => {
          config.onUploadProgress?.({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
          config.onUploadProgress?.({
            loaded: 200,
            total: 200,
            bytes: 150,
            lengthComputable: true,
          });
          return ok('https://files.example.test/h5/api/files/f1/avatar.png');
        },
      }),
    );
    const progress: number[] = [];
    const file = new File(['png'], 'avatar.png', { type: 'image/png' });

    const url = await upload(
      postUploadFile,
      file,
      { fileType: 1 },
      { onProgress: (p) => progress.push(p) },
    );

    expect(url).toBe('https://files.example.test/h5/api/files/f1/avatar.png');
    expect(progress).toEqual([25, 100]);
    const form = requests[0]?.data as FormData;
    expect(form.get('fileType')).toBe('1');
    expect((form.get('file') as File).name).toBe('avatar.png');
  });
});

describe('errors are reported once per code', () => {
  it('collapses repeated warnings of the same code', async () => {
    answering(() => failure('300103'));
    await Promise.all([callFactoryInfo(), callFactoryInfo()]);
    await waitFor(() => expect(screen.getAllByText('Wrong account or password')).toHaveLength(1));
  });
});
