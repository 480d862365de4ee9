import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the custom-info feature; the form's own is shared (lib/query-keys.ts). */
export const customInfoKeys = {
  all: queryRoots.customInfo,
  organisationTree: () => [...customInfoKeys.all, 'organisation-tree'] as const,
};
