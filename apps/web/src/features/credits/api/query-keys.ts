import type { TGetCreditHistoryRequest } from '@lectern/contracts/credits/get-credit-history';
import { queryRoots } from '@/lib/query-keys';

/** React Query keys of the credits feature. */
export const creditKeys = {
  all: queryRoots.credits,
  history: (params: TGetCreditHistoryRequest) => [...creditKeys.all, 'history', params] as const,
  rankings: () => [...creditKeys.all, 'rankings'] as const,
};
