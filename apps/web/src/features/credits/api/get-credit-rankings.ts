import { useQuery } from '@tanstack/react-query';
import { getCreditRankings as endpoint } from '@lectern/contracts/credits/get-credit-rankings';
import { request } from '@/lib/api-client';
import { creditKeys } from './query-keys';

/** GET /credit/rankings: the first learners by total credit and the learner's own row. */
export const getCreditRankings = (signal?: AbortSignal) => request(endpoint, {}, { signal });

/** Read again on every visit: every learner's credits change elsewhere. */
export const useCreditRankings = () =>
  useQuery({
    queryKey: creditKeys.rankings(),
    queryFn: ({ signal }) => getCreditRankings(signal),
    staleTime: 0,
  });
