import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '@/lib/api-client';

export type TFakeAnswer = {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
};

type THandler = (config: InternalAxiosRequestConfig) => TFakeAnswer | Promise<TFakeAnswer>;

/** `{ code: "200", body }` */
export const ok = (body: unknown, headers?: Record<string, string>): TFakeAnswer => ({
  data: { code: '200', body },
  headers,
});
export const failure = (code: string, body: unknown = null): TFakeAnswer => ({
  data: { code, body },
});

/**
 * Replaces the network under the api client: every request goes to `handler`, and is recorded.
 * A thrown error is passed through, like a transport failure; a status the client's
 * `validateStatus` refuses is thrown as axios' own adapters throw it.
 */
export function fakeApi(handler: THandler) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const { status = 200, data = null, headers = {} } = await handler(config);
    const response = { data, status, statusText: String(status), headers, config, request: {} };
    if (config.validateStatus && !config.validateStatus(status)) {
      throw new AxiosError(
        `Request failed with status code ${status}`,
        undefined,
        config,
        {},
        response,
      );
    }
    return response;
  };
  const previous = http.defaults.adapter;
  http.defaults.adapter = adapter;
  // A keepalive request names axios' fetch adapter itself: the fake answers it too.
  const keepalive = http.interceptors.request.use((config) => {
    if (config.adapter === 'fetch') config.adapter = adapter;
    return config;
  });
  return {
    requests,
    restore: () => {
      http.defaults.adapter = previous;
      http.interceptors.request.eject(keepalive);
    },
  };
}

/** Routes requests by `METHOD /path` (relative to the API base). */
export const byPath =
  (answers: Record<string, TFakeAnswer | THandler>) =>
  (config: InternalAxiosRequestConfig): TFakeAnswer | Promise<TFakeAnswer> => {
    const answer = answers[`${config.method?.toUpperCase()} ${config.url}`];
    if (!answer) throw new Error(`No fake answer for ${config.method} ${config.url}`);
    return typeof answer === 'function' ? answer(config) : answer;
  };
