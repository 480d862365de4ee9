import { useQuery } from '@tanstack/react-query';
import { getCustomInfo as endpoint } from '@lectern/contracts/custom-info/get-custom-info';
import { request } from '@/lib/api-client';
import { customInfoKeys } from './query-keys';

/** GET /custom/info: the form with the learner's values and organisation. */
export const getCustomInfo = (signal?: AbortSignal) => request(endpoint, {}, { signal });

export const useCustomInfo = () =>
  useQuery({
    queryKey: customInfoKeys.form(),
    queryFn: ({ signal }) => getCustomInfo(signal),
    // The form always starts from what the server holds now.
    refetchOnMount: 'always',
  });
