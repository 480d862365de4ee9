import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { getMistakeQuestions as endpoint } from '@lectern/contracts/mistakes/get-mistake-questions';
import type { TMistakeSourceType } from '@lectern/contracts/mistakes/mistakes';
import { request } from '@/lib/api-client';
import { mistakesKeys } from './query-keys';

/**
 * GET /mistakes/questions of one set, read afresh on every visit. A set with no question left
 * answers 300403, which the pages show as an empty set themselves (no toast).
 */
export const useMistakeQuestions = (sourceType: TMistakeSourceType | null, sourceId: string) =>
  useQuery({
    queryKey: mistakesKeys.questions(sourceType ?? 5, sourceId),
    queryFn: ({ signal }) =>
      request(
        endpoint,
        { sourceType: String(sourceType) as '1' | '3' | '5', sourceId },
        { signal, handlesFailure: (code) => code === ErrorCode.MISTAKE_SET_NOT_FOUND },
      ),
    enabled: sourceType !== null,
    staleTime: 0,
  });
