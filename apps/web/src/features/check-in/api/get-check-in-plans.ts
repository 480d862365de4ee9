import { useQuery } from '@tanstack/react-query';
import { getCheckInPlans as endpoint } from '@lectern/contracts/check-in/get-check-in-plans';
import { request } from '@/lib/api-client';
import { checkInKeys } from './query-keys';

/** GET /clock/list: the tenant's plans with the learner's today and streak. */
export const useCheckInPlans = () =>
  useQuery({
    queryKey: checkInKeys.list(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
