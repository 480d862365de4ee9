import { QueryClient } from '@tanstack/react-query';

/** The api client already reports failures (spec §8), so a failed call is not retried behind the learner's back. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
