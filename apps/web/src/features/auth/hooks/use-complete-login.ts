import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { TPostLoginResponse } from '@lectern/contracts/auth/post-login';
import { Paths, safeReturnPath } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * What every way in does after the server let the learner in (spec §7 login calls): keep the
 * token and tenant, then go back to the `url` it came from, else home.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { signIn } = useSession();
  const returnPath = safeReturnPath(query.get('url'));

  return useCallback(
    async ({ tokenValue, loginUserInfo }: TPostLoginResponse) => {
      await signIn(tokenValue, loginUserInfo.factoryCode);
      navigate(returnPath ?? Paths.HOME, { replace: true });
    },
    [signIn, navigate, returnPath],
  );
}
