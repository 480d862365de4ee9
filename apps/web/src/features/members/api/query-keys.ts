/**
 * React Query keys of the members feature. Its root is also lib/query-keys.ts's
 * `queryRoots.members` (query-keys.test.ts): the root's session reads the member info, and lib
 * there would be a chunk of its own on the login screen.
 */
export const memberKeys = {
  all: ['members'] as const,
  memberInfo: () => [...memberKeys.all, 'member-info'] as const,
};
