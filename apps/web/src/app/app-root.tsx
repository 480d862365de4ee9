import ConfigProvider from 'antd/es/config-provider';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { ForbiddenComputerAlert } from '@/features/tenants/components/forbidden-computer-alert';
import { PageLoading } from '@/components/ui/page-loading';
import { isComputer } from '@/lib/device';
import { SessionContext } from '@/lib/session';
import { forbidsComputerLogin } from '@/lib/tenant-rules';
import { mainColorOf, themeFor } from '@/lib/theme';
import { RouteProgress } from './route-progress';
import { useAppSession } from './use-app-session';
import { useTenantBranding } from './tenant-branding';
import { VersionCheck } from './version-check';

/** Button texts stay as written ('登录', not '登 录'), so they read and match as written. */
const BUTTON_CONFIG = { autoInsertSpace: false };

/** The root of every route: app session, tenant theme and language, and the app-wide rules. */
export function AppRoot() {
  const { session, antdLocale, tenantPending } = useAppSession();
  const mainColor = mainColorOf(session.factoryInfo?.customStyle.mainColor);
  const theme = useMemo(() => themeFor(mainColor), [mainColor]);
  useTenantBranding(session, mainColor);

  // Toasts and dialogs opened outside React (lib/feedback) get the same theme and locale.
  useEffect(() => {
    ConfigProvider.config({
      holderRender: (children) => (
        <ConfigProvider locale={antdLocale} theme={theme} button={BUTTON_CONFIG}>
          {children}
        </ConfigProvider>
      ),
    });
  }, [antdLocale, theme]);

  const forbidden =
    forbidsComputerLogin(session.factoryInfo?.customStyle.forbidTerm) && isComputer();
  let content = <Outlet />;
  if (tenantPending) content = <PageLoading />;
  else if (forbidden) content = <ForbiddenComputerAlert />;

  return (
    <SessionContext.Provider value={session}>
      <ConfigProvider locale={antdLocale} theme={theme} button={BUTTON_CONFIG}>
        {!forbidden && <VersionCheck />}
        <RouteProgress />
        {content}
      </ConfigProvider>
    </SessionContext.Provider>
  );
}
