import { useMutation } from '@tanstack/react-query';
import { postLogout as endpoint } from '@lectern/contracts/auth/post-logout';
import { request } from '@/lib/api-client';

/**
 * POST /login/logout. Quiet: signing out goes ahead on this device even when the session is
 * already gone on the server or the network fails.
 */
export const postLogout = () => request(endpoint, {}, { silent: true, tolerate403: true });

export const usePostLogout = () => useMutation({ mutationFn: postLogout });
