import { useMutation } from '@tanstack/react-query';
import { postLogin as endpoint, type TPostLoginRequest } from '@lectern/contracts/auth/post-login';
import { request } from '@/lib/api-client';

/** POST /login/login with tenant number, account and password (spec §7 Login calls). */
export const postLogin = (credentials: TPostLoginRequest) => request(endpoint, credentials);

export const usePostLogin = () => useMutation({ mutationFn: postLogin });
