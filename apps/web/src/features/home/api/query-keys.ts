import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the home feature. */
export const homeKeys = {
  all: queryRoots.home,
  homePage: () => [...homeKeys.all, 'home-page'] as const,
};
