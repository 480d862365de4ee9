import { TOUCH_POINTS_HEADER } from '@lectern/contracts/common/terminal';
import { StorageKey } from './storage-keys';
import { memberToken, readStored } from './storage';

/** The header the server sends and the client echoes on every request (spec §7). */
export const OVERALL_HEADER = 'Overall';

/**
 * The headers every API request carries (spec §7: the member token and the Overall header), and
 * the touch points the server needs to tell an iPad from a Mac (common/terminal.ts).
 */
export const requestHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = {
    [TOUCH_POINTS_HEADER]: String(navigator.maxTouchPoints ?? 0),
  };
  const token = memberToken.get();
  if (token) headers.Authorization = token;
  const overall = readStored(StorageKey.OVERALL);
  if (overall) headers[OVERALL_HEADER] = overall;
  return headers;
};
