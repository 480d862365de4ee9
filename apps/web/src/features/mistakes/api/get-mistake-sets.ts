import { useQuery } from '@tanstack/react-query';
import { getMistakeSets as endpoint } from '@lectern/contracts/mistakes/get-mistake-sets';
import type { TMistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import { request } from '@/lib/api-client';
import { mistakesKeys } from './query-keys';

/**
 * GET /mistakes/sets of one source type, read afresh on every visit: practice answers and exam
 * submissions (other features' writes) add to them.
 */
export const useMistakeSets = (sourceType: TMistakeSourceType) =>
  useQuery({
    queryKey: mistakesKeys.sets(sourceType),
    queryFn: ({ signal }) =>
      request(endpoint, { sourceType: String(sourceType) as '1' | '3' | '5' }, { signal }),
    staleTime: 0,
  });
