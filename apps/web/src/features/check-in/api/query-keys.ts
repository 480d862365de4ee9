/** React Query keys of the check-in feature; no other feature's write changes them. */
export const checkInKeys = {
  all: ['check-in'] as const,
  list: () => [...checkInKeys.all, 'list'] as const,
  plan: (planId: string) => [...checkInKeys.all, 'plan', planId] as const,
  day: (planId: string, day: string | undefined) =>
    [...checkInKeys.all, 'day', planId, day ?? ''] as const,
  result: (planId: string, day: string) => [...checkInKeys.all, 'result', planId, day] as const,
};
