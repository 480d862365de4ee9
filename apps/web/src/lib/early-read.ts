import { API_BASE } from '@lectern/contracts/common/endpoint';
import { requestHeaders } from './request-headers';
import { memberToken } from './storage';

/** How long a read started ahead may stand in for the app's own. */
export const EARLY_READ_TTL_MS = 15_000;

type TQuery = Record<string, string>;

/** The same GET whatever the order of its query and whatever its pTime (spec §7). */
const readKey = (path: string, query: TQuery) =>
  `${path}?${new URLSearchParams(Object.entries(query).sort(([a], [b]) => a.localeCompare(b)))}`;

type TStarted = { at: number; token: string | null; response: () => Promise<Response> };

const started = new Map<string, TStarted>();

/** Under 15 s old, and read for the member signed in now (or, like now, for nobody). */
const isFresh = (entry: TStarted | undefined): entry is TStarted =>
  !!entry && Date.now() - entry.at < EARLY_READ_TTL_MS && entry.token === memberToken.get();

/**
 * Sends a GET of the API before the code that needs its answer has loaded: from the entry chunk,
 * before React, the router, axios or zod are there, or right after the click that leads to the
 * screen. It goes out as the api client would send it (spec §7: the member token, the Overall
 * header, pTime); the client's own request for the same path and query takes its response once
 * instead of sending (`takeEarlyRead`, lib/api-client.ts), and handles it as its own: envelope,
 * contract, refusals (docs/decisions/0034).
 */
export function startEarlyRead(path: `/${string}`, query: TQuery) {
  const key = readKey(path, query);
  if (isFresh(started.get(key))) return;
  const token = memberToken.get();
  const headers = requestHeaders();
  const search = new URLSearchParams({ ...query, pTime: String(Date.now()) });
  const response = fetch(`${API_BASE}${path}?${search}`, { credentials: 'include', headers });
  // A failure reaches the request that takes it, which handles it as its own.
  response.catch(() => undefined);
  started.set(key, { at: Date.now(), token, response: () => response });
}

/**
 * Keeps the answer of a GET the app already holds, because a write answered it: the client's own
 * request for that path and query takes it once instead of sending, as it takes an early read,
 * and no early read is sent for it meanwhile. `envelope` is called then, for the answer as it
 * stands.
 */
export function keepReadAnswer(path: `/${string}`, query: TQuery, envelope: () => unknown) {
  const response = () => Promise.resolve(Response.json(envelope()));
  started.set(readKey(path, query), { at: Date.now(), token: memberToken.get(), response });
}

/** The response of a read started early for this GET, once, while it is fresh; else null. */
export function takeEarlyRead(path: string, query: TQuery): Promise<Response> | null {
  const key = readKey(path, query);
  const entry = started.get(key);
  started.delete(key);
  return isFresh(entry) ? entry.response() : null;
}
