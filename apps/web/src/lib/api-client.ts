import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type AxiosResponse,
} from 'axios';
import type { z } from 'zod';
import { API_BASE, type TEndpoint } from '@lectern/contracts/common/endpoint';
import { SUCCESS_CODE } from '@lectern/contracts/common/envelope';
import {
  ErrorCode,
  errorMessageKey,
  errorMessageParameter,
  isErrorCode,
} from '@lectern/contracts/common/error-codes';
import { DOWNLOAD_QUERY } from '@lectern/contracts/common/upload';
import { apiEnvironment } from './api-environment';
import { takeEarlyRead } from './early-read';
import { feedback } from './feedback';
import { formatDateTime } from './format';
import { i18n } from './i18n';
import { loginPath, Paths } from './paths';
import { OVERALL_HEADER, requestHeaders } from './request-headers';
import { StorageKey } from './storage-keys';
import { memberToken, storedFactoryCode, writeStored } from './storage';

/** Spec §7 and §9: every call times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Spec §7 and §9: downloads time out after 600 s; uploads move files too and get the same. */
export const TRANSFER_TIMEOUT_MS = 600_000;
/** Spec §8 and §9: the 402 dialog cannot be closed for 10 s. */
export const MAX_ONLINE_LOCK_SECONDS = 10;

/** Failures that never produced an envelope; their messages live in errors.json too. */
export const ClientFailure = {
  TIMEOUT: 'timeout',
  NETWORK: 'networkError',
  UNKNOWN: 'unknown',
  /** The request was cancelled by the app itself (a page left, a newer request): no message. */
  CANCELLED: 'cancelled',
  /** "200" with a body that breaks the endpoint's contract; shown as 'unknown'. */
  INVALID_RESPONSE: 'invalidResponse',
} as const;

const isClientFailure = (code: string) => (Object.values(ClientFailure) as string[]).includes(code);

/** A call that did not answer "200": the envelope's code and body, or a ClientFailure code. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly body: unknown,
  ) {
    super(`API error ${code}`);
    this.name = 'ApiError';
  }
}

export type TRequestOptions = {
  /** No error toast (spec §7 'silent'); session and capacity rules (403, 402) still apply. */
  silent?: boolean;
  /** Show 'Operation successful' on "200" (spec §8). */
  notifySuccess?: boolean;
  /** Spec §7: calls where "403" is tolerated silently: no warning, no redirect. */
  tolerate403?: boolean;
  /** Failures the caller explains in its own words: no toast for them (403 and 402 still apply). */
  handlesFailure?: (code: string, body: unknown) => boolean;
  signal?: AbortSignal;
  /**
   * The request outlives the page (a last report as the learner leaves): sent by fetch with
   * `keepalive`, since a beacon cannot carry the session header.
   */
  keepalive?: boolean;
};

export type TTransferOptions = Omit<TRequestOptions, 'tolerate403'> & {
  /** Whole percent done, 0-100. */
  onProgress?: (percent: number) => void;
};

type TSchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
/** What a call takes: its query for GET, its JSON body for POST. */
export type TEndpointParams<E extends TEndpoint> = E extends { query: z.ZodType }
  ? TSchemaInput<E['query']>
  : E extends { body: z.ZodType }
    ? TSchemaInput<E['body']>
    : Record<string, never>;
/** What a call answers: the envelope's body on "200". */
export type TEndpointResponse<E extends TEndpoint> = z.output<E['response']>;

export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Envelopes can come with any HTTP status; the envelope code decides.
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  for (const [name, value] of Object.entries(requestHeaders())) config.headers.set(name, value);
  if (config.method?.toUpperCase() === 'GET') {
    config.params = { ...config.params, pTime: Date.now() };
  }
  return config;
});

http.interceptors.response.use((response) => {
  const overall = response.headers[OVERALL_HEADER.toLowerCase()] as unknown;
  if (typeof overall === 'string' && overall) writeStored(StorageKey.OVERALL, overall);
  return response;
});

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options ?? {});

type TEnvelope = { code: string; body: unknown };

function envelopeOf(response: AxiosResponse): TEnvelope {
  const data: unknown = response.data;
  if (data && typeof data === 'object' && 'code' in data) {
    const { code, body } = data as { code: unknown; body?: unknown };
    return { code: String(code), body: body ?? null };
  }
  const code = response.status >= 500 ? ErrorCode.SERVER_ERROR : ClientFailure.UNKNOWN;
  return { code, body: null };
}

const warn = (content: string, key: string) => feedback.warning(content, key);

/** The value a message inserts from the envelope body (300211 parameter, 300316 time, ...). */
function messageParameterValue(code: string, body: unknown, name: string): string {
  const value =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : (body as unknown);
  if (code === ErrorCode.EARLIEST_SUBMIT_TIME && typeof value === 'number') {
    return formatDateTime(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

/** The envelope code of a failed call, or the server-error code when it failed otherwise. */
export const errorCodeOf = (error: unknown): string =>
  error instanceof ApiError ? error.code : ErrorCode.SERVER_ERROR;

/** The user-facing text for an envelope code (spec §8 catalogue). */
export function errorMessage(code: string, body: unknown = null): string {
  if (!isErrorCode(code)) return t(`errors:${ClientFailure.UNKNOWN}`);
  const parameter = errorMessageParameter[code];
  if (!parameter) return t(errorMessageKey(code));
  return t(errorMessageKey(code), { [parameter]: messageParameterValue(code, body, parameter) });
}

/**
 * Set once a 403 has told the learner why their session ended; until a new token is stored, the
 * calls still in flight (answered 403 too, some sent without a token) add nothing to it.
 */
let sessionRefused = false;
memberToken.subscribe(() => {
  if (memberToken.get() !== null) sessionRefused = false;
});

/** Spec §8, 403: warn with the sub-code's message, drop the token, send the learner to login. */
function refuseSession(body: unknown) {
  if (sessionRefused) return;
  sessionRefused = true;
  const subCode = typeof body === 'string' && body.startsWith('403') ? body : '403';
  warn(errorMessage(isErrorCode(subCode) ? subCode : ErrorCode.NOT_LOGGED_IN), 'session');
  memberToken.clear();

  const { pathname, search } = apiEnvironment().location();
  const query = new URLSearchParams(search);
  if (query.has('url') || pathname === Paths.LOGIN) return;
  apiEnvironment().navigate(
    loginPath({
      url: `${pathname}${search}`,
      state: query.get('state'),
      factoryCode: query.get('factoryCode') ?? storedFactoryCode.get(),
    }),
  );
}

let maxOnlineDialogOpen = false;

/**
 * Spec §8, 402: a blocking dialog with the 300350 text. Its button counts down 'Retry after N
 * seconds' and stays disabled for MAX_ONLINE_LOCK_SECONDS; then 'Refresh' reloads the page.
 */
function showMaxOnlineDialog() {
  if (maxOnlineDialogOpen) return;
  maxOnlineDialogOpen = true;
  let remaining = MAX_ONLINE_LOCK_SECONDS;
  const button = () => ({
    okText:
      remaining > 0 ? t('errors:maxOnlineRetry', { seconds: remaining }) : t('errors:refresh'),
    okButtonProps: { disabled: remaining > 0 },
  });
  const dialog = feedback.alert({
    title: errorMessage(ErrorCode.MAX_ONLINE_USERS),
    closable: false,
    keyboard: false,
    maskClosable: false,
    ...button(),
    onOk: () => {
      maxOnlineDialogOpen = false;
      apiEnvironment().reload();
    },
  });
  // The lock counts from the moment the code arrived, even while the dialog's code loads.
  const countdown = window.setInterval(() => {
    remaining -= 1;
    void dialog.then((open) => open.update(button()));
    if (remaining <= 0) window.clearInterval(countdown);
  }, 1_000);
}

/** Spec §8 handling rules, in one place. */
function handleFailure({ code, body }: TEnvelope, options: TRequestOptions) {
  if (code === ErrorCode.NOT_LOGGED_IN) {
    if (!options.tolerate403) refuseSession(body);
    return;
  }
  if (code === ErrorCode.MAX_ONLINE_LOCKED) return showMaxOnlineDialog();
  if (options.silent || code === ClientFailure.CANCELLED) return;
  if (options.handlesFailure?.(code, body)) return;
  if (code === ClientFailure.INVALID_RESPONSE)
    return warn(t(`errors:${ClientFailure.UNKNOWN}`), code);
  if (isClientFailure(code)) return warn(t(`errors:${code}`), code);
  // Spec §8: a non-numeric code is shown as it is.
  if (!/^\d+$/.test(code)) return warn(code, code);
  warn(errorMessage(code, body), code);
}

function transportFailure(error: unknown): TEnvelope {
  if (axios.isCancel(error)) return { code: ClientFailure.CANCELLED, body: null };
  if (axios.isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return { code: ClientFailure.TIMEOUT, body: null };
    }
    if (error.code === 'ERR_NETWORK') return { code: ClientFailure.NETWORK, body: null };
  }
  return { code: ClientFailure.UNKNOWN, body: null };
}

async function send<E extends TEndpoint>(
  endpoint: E,
  perform: () => Promise<AxiosResponse>,
  options: TRequestOptions,
): Promise<TEndpointResponse<E>> {
  let envelope: TEnvelope;
  try {
    envelope = envelopeOf(await perform());
  } catch (error) {
    envelope = transportFailure(error);
  }
  if (envelope.code !== SUCCESS_CODE) {
    handleFailure(envelope, options);
    throw new ApiError(envelope.code, envelope.body);
  }
  const parsed = endpoint.response.safeParse(envelope.body);
  if (!parsed.success) {
    handleFailure({ code: ClientFailure.INVALID_RESPONSE, body: null }, options);
    throw new ApiError(ClientFailure.INVALID_RESPONSE, envelope.body);
  }
  if (options.notifySuccess) {
    feedback.success(errorMessage(ErrorCode.SUCCESS));
  }
  return parsed.data as TEndpointResponse<E>;
}

/**
 * An adapter that answers with a response already on its way (a read started early) instead of
 * sending: as axios' own adapters answer, so the interceptors and `send` handle it as any other.
 */
const answeredBy =
  (response: Promise<Response>): AxiosAdapter =>
  async (config) => {
    let answer: Response;
    let text: string;
    try {
      answer = await response;
      text = await answer.text();
    } catch (cause) {
      throw AxiosError.from(cause, AxiosError.ERR_NETWORK, config);
    }
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): envelopeOf judges it by its status.
    }
    const headers = AxiosHeaders.from(Object.fromEntries(answer.headers));
    return { data, status: answer.status, statusText: answer.statusText, headers, config };
  };

/**
 * Calls `endpoint` with its query (GET) or JSON body (POST) and answers the envelope's body,
 * checked against the contract. Any other code is handled per spec §8 and thrown as an ApiError.
 */
export function request<E extends TEndpoint>(
  endpoint: E,
  params: TEndpointParams<E>,
  options: TRequestOptions = {},
): Promise<TEndpointResponse<E>> {
  const isGet = endpoint.method === 'GET';
  // A read the entry chunk (or a click) started ahead: axios takes its response as its own.
  const early = isGet ? takeEarlyRead(endpoint.path, params as Record<string, string>) : null;
  return send(
    endpoint,
    () =>
      http.request({
        method: endpoint.method,
        url: endpoint.path,
        params: isGet ? params : undefined,
        data: isGet ? undefined : (params ?? {}),
        signal: options.signal,
        ...(early && { adapter: answeredBy(early) }),
        ...(options.keepalive && { adapter: 'fetch', fetchOptions: { keepalive: true } }),
      }),
    options,
  );
}

const percentOf = (event: AxiosProgressEvent) =>
  event.total ? Math.min(100, Math.round((event.loaded * 100) / event.total)) : 0;

/** Multipart upload (spec §7 Upload) of `file` plus `fields`, reporting progress. */
export function upload<E extends TEndpoint>(
  endpoint: E,
  file: Blob,
  fields: Record<string, string | number>,
  { onProgress, ...options }: TTransferOptions = {},
): Promise<TEndpointResponse<E>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  // The file goes last so the server can stream it after reading the other fields.
  form.append('file', file, file instanceof File ? file.name : 'file');
  return send(
    endpoint,
    () =>
      http.post(endpoint.path, form, {
        timeout: TRANSFER_TIMEOUT_MS,
        signal: options.signal,
        onUploadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
      }),
    options,
  );
}

/** The last path segment of a URL, decoded: the file name when none is given. */
export function fileNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment) || 'download';
  } catch {
    return segment || 'download';
  }
}

/** Hands a downloaded file to the browser's save flow. */
export function saveFile(file: Blob, fileName: string) {
  const objectUrl = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/**
 * Spec §7 file download: GET the file as binary with `response-content-type` set, with progress,
 * then save it under `fileName` (or the URL's own file name).
 */
export async function download(
  url: string,
  { fileName, onProgress, ...options }: TTransferOptions & { fileName?: string } = {},
): Promise<void> {
  try {
    const response = await axios.get<Blob>(url, {
      params: DOWNLOAD_QUERY,
      responseType: 'blob',
      timeout: TRANSFER_TIMEOUT_MS,
      withCredentials: true,
      signal: options.signal,
      onDownloadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
    });
    saveFile(response.data, fileName || fileNameOf(url));
  } catch (error) {
    const envelope =
      axios.isAxiosError(error) && error.response
        ? {
            code: error.response.status >= 500 ? ErrorCode.SERVER_ERROR : ClientFailure.UNKNOWN,
            body: null,
          }
        : transportFailure(error);
    handleFailure(envelope, options);
    throw new ApiError(envelope.code, envelope.body);
  }
}
