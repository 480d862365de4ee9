import { useQuery } from '@tanstack/react-query';
import { getCheckInDay as endpoint } from '@lectern/contracts/check-in/get-check-in-day';
import { request } from '@/lib/api-client';
import { checkInKeys } from './query-keys';

/** GET /clock/exercise: the day's tasks (today's when `day` is absent). */
export const useCheckInDay = (planId: string, day: string | undefined) =>
  useQuery({
    queryKey: checkInKeys.day(planId, day),
    queryFn: ({ signal }) => request(endpoint, day ? { planId, day } : { planId }, { signal }),
    enabled: planId !== '',
  });
