import { useQuery } from '@tanstack/react-query';
import { getHomePage as endpoint } from '@lectern/contracts/home/get-home-page';
import { request } from '@/lib/api-client';
import { homeKeys } from './query-keys';

/**
 * GET /custom/homePage: the tenant's custom home page. Silent, because the page itself says
 * what went wrong (spec §2 Home: 'information configuration error').
 */
export const getHomePage = (signal?: AbortSignal) =>
  request(endpoint, {}, { silent: true, signal });

export const useHomePage = () =>
  useQuery({ queryKey: homeKeys.homePage(), queryFn: ({ signal }) => getHomePage(signal) });
