/** React Query keys of the custom-info feature. */
export const customInfoKeys = {
  all: ['custom-info'] as const,
  form: () => [...customInfoKeys.all, 'form'] as const,
  organisationTree: () => [...customInfoKeys.all, 'organisation-tree'] as const,
};
