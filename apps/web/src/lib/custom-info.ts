import { useQuery } from '@tanstack/react-query';
import { getCustomInfo as endpoint } from '@lectern/contracts/common/get-custom-info';
import { request } from './api-client';
import { sharedKeys } from './query-keys';

/**
 * GET /custom/info: the learner's supplementary info (custom fields and organisation), read by the
 * supplementary-info form and by the personal centre. `silent` where a tenant without it (300208)
 * simply has no such section.
 */
export const getCustomInfo = ({ signal, silent }: { signal?: AbortSignal; silent?: boolean }) =>
  request(endpoint, {}, { signal, silent });

/** Always refetched on mount: each screen starts from what the server holds now. */
export const useCustomInfo = ({ silent = false }: { silent?: boolean } = {}) =>
  useQuery({
    queryKey: sharedKeys.customInfo(),
    queryFn: ({ signal }) => getCustomInfo({ signal, silent }),
    refetchOnMount: 'always',
  });
