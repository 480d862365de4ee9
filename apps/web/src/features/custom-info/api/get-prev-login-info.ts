import { getPrevLoginInfo as endpoint } from '@lectern/contracts/custom-info/get-prev-login-info';
import { request } from '@/lib/api-client';
import { memberToken } from '@/lib/storage';

/**
 * How long an answer of the supplementary-info check is trusted: navigations within it ask no
 * more; a save, a new token or a sign-out asks again at once.
 */
export const SUPPLEMENTARY_CHECK_TTL_MS = 5 * 60_000;

type TCheck = { token: string; at: number; needed: Promise<boolean> };
let check: TCheck | null = null;

memberToken.subscribe(() => {
  check = null;
});

/**
 * GET /login/user/prev/login/info (spec §7), silent: a failure must not block the page. A refused
 * session is left to the page's own calls, which warn and send the learner to /login.
 */
export const getPrevLoginInfo = () => request(endpoint, {}, { silent: true, tolerate403: true });

/**
 * Whether the signed-in member must supply the supplementary info first (spec §2 navigation
 * rules). Concurrent callers share one request; a failed check lets the page load.
 */
export function supplementaryInfoNeeded(): Promise<boolean> {
  const token = memberToken.get();
  if (!token) return Promise.resolve(false);
  const now = Date.now();
  if (check && check.token === token && now - check.at < SUPPLEMENTARY_CHECK_TTL_MS) {
    return check.needed;
  }
  const current: TCheck = {
    token,
    at: now,
    needed: getPrevLoginInfo().then(Boolean, () => {
      if (check === current) check = null;
      return false;
    }),
  };
  check = current;
  return current.needed;
}

/** The member's info changed: the next navigation asks the server again. */
export function forgetSupplementaryInfoCheck() {
  check = null;
}
