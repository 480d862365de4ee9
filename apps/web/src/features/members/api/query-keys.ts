/** React Query keys of the members feature. */
export const memberKeys = {
  all: ['members'] as const,
  memberInfo: () => [...memberKeys.all, 'member-info'] as const,
};
