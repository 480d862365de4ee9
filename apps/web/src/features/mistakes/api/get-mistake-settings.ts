import { useQuery } from '@tanstack/react-query';
import { getMistakeSettings as endpoint } from '@lectern/contracts/mistakes/get-mistake-settings';
import { request } from '@/lib/api-client';
import { mistakesKeys } from './query-keys';

/** GET /mistakes/settings: the defaults (collect everywhere, no auto-removal) until saved. */
export const useMistakeSettings = () =>
  useQuery({
    queryKey: mistakesKeys.settings(),
    queryFn: ({ signal }) => request(endpoint, {}, { signal }),
  });
