import { useQuery } from '@tanstack/react-query';
import { getCheckInResult as endpoint } from '@lectern/contracts/check-in/get-check-in-result';
import { request } from '@/lib/api-client';
import { checkInKeys } from './query-keys';

/** GET /clock/result: a checked-in day's result with the streak now. */
export const useCheckInResult = (planId: string, day: string) =>
  useQuery({
    queryKey: checkInKeys.result(planId, day),
    queryFn: ({ signal }) => request(endpoint, { planId, day }, { signal }),
    enabled: planId !== '' && day !== '',
  });
