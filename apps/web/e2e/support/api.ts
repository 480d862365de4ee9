import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './fixtures';
import { expect } from './test';

type Envelope<TBody> = { code: string; body: TBody };

/** A call of the API as another client would make it (an administrator's tool, a script). */
export const api = async <TBody>(
  request: APIRequestContext,
  path: string,
  options: { token?: string; query?: Record<string, string>; body?: unknown } = {},
): Promise<Envelope<TBody>> => {
  const headers: Record<string, string> = options.token ? { authorization: options.token } : {};
  const response =
    options.body === undefined
      ? await request.get(`/h5/api${path}`, { headers, params: options.query })
      : await request.post(`/h5/api${path}`, { headers, data: options.body });
  return (await response.json()) as Envelope<TBody>;
};

/** Signs a demo account in through the API; answers its token. */
export const tokenOf = async (
  request: APIRequestContext,
  account: { account: string; password: string },
) => {
  const login = await api<{ tokenValue: string }>(request, '/login/login', {
    body: { factoryCode: DEMO.factoryCode, userCode: account.account, password: account.password },
  });
  expect(login.code).toBe('200');
  return login.body.tokenValue;
};

/** The demo tenant's administrator (README). */
export const MARKER = { account: 'marker', password: 'marker1234' };
