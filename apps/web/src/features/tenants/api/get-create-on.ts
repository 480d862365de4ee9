import { useQuery } from '@tanstack/react-query';
import { getCreateOn as endpoint } from '@lectern/contracts/tenants/get-create-on';
import { request } from '@/lib/api-client';
import { setServerTime } from '@/lib/server-clock';
import { tenantKeys } from './query-keys';

/** GET /login/createOn, fired on app start (spec §7); keeps the server clock's offset. */
export async function getCreateOn(factoryCode: string, signal?: AbortSignal) {
  const sentAt = Date.now();
  const answer = await request(endpoint, { factoryCode }, { silent: true, signal });
  // The server read its clock about halfway through the round trip.
  setServerTime(answer.serverTime, sentAt + (Date.now() - sentAt) / 2);
  return answer;
}

export const useCreateOn = (factoryCode: string | null) =>
  useQuery({
    queryKey: tenantKeys.createOn(factoryCode ?? ''),
    queryFn: ({ signal }) => getCreateOn(factoryCode ?? '', signal),
    staleTime: Infinity,
  });
