import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePostLogout } from '@/features/auth/api/post-logout';
import { tenantKeys } from '@/features/tenants/api/query-keys';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { forgetOfflinePictures } from '@/lib/service-worker';
import { loginPath } from '@/lib/paths';
import { memberToken, storedFactoryCode } from '@/lib/storage';

/** Forgets the member on this device and goes to the login screen. */
export function useLeaveSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    memberToken.clear();
    // Leave the member's pages before emptying their cache: a page still shown would ask
    // again, without a token, and be sent to the login page with a warning.
    await navigate(loginPath({ factoryCode: storedFactoryCode.get() }), { replace: true });
    // Everything cached belonged to this member, except what describes the tenant.
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== tenantKeys.all[0],
    });
    await forgetOfflinePictures();
  }, [queryClient, navigate]);
}

/** Sign out after a confirmation (spec §2 personal centre): logout, forget the member, go to login. */
export function useSignOut() {
  const { mutateAsync: postLogout } = usePostLogout();
  const leaveSession = useLeaveSession();

  return useCallback(() => {
    const t = i18n.t;
    void feedback.confirm({
      title: t('common:signOut.action'),
      content: t('common:signOut.confirm'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await postLogout().catch(() => undefined);
        await leaveSession();
      },
    });
  }, [postLogout, leaveSession]);
}
