import { queryRoots, sharedKeys } from '@/lib/query-keys';

/** React Query keys of the members feature. */
export const memberKeys = {
  all: queryRoots.members,
  memberInfo: sharedKeys.memberInfo,
};
