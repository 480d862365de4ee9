import { useQuery } from '@tanstack/react-query';
import { getCheckInPlan as endpoint } from '@lectern/contracts/check-in/get-check-in-plan';
import { request } from '@/lib/api-client';
import { checkInKeys } from './query-keys';

/** GET /clock/detail: a plan's rules and tasks, and the learner's calendar once joined. */
export const useCheckInPlan = (planId: string) =>
  useQuery({
    queryKey: checkInKeys.plan(planId),
    queryFn: ({ signal }) => request(endpoint, { planId }, { signal }),
    enabled: planId !== '',
  });
