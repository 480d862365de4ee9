/**
 * Spec §8: a refused session answers `{ code: "403", body: "403-N" }`; the sub-code says why.
 * A request without any token answers `{ code: "403", body: "403" }` (not logged in).
 */
export const SessionRevocation = {
  INVALID: '403-1',
  EXPIRED: '403-2',
  ACCOUNT_DELETED: '403-3',
  LOGGED_IN_ELSEWHERE: '403-4',
  PASSWORD_CHANGED_BY_ADMIN: '403-5',
  ACCOUNT_MODIFIED_BY_ADMIN: '403-6',
  ACCOUNT_EXPIRED: '403-7',
} as const;
export type TSessionRevocation = (typeof SessionRevocation)[keyof typeof SessionRevocation];
export const sessionRevocations = Object.values(SessionRevocation);
