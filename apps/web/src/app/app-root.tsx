import ConfigProvider from 'antd/es/config-provider';
import { useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { ForbiddenComputerAlert } from '@/features/tenants/components/forbidden-computer-alert';
import { QuestionToolsContext } from '@/components/questions/question-tools-context';
import { ShareToolContext } from '@/components/share/share-tool-context';
import { PageLoading } from '@/components/ui/page-loading';
import { isComputer } from '@/lib/device';
import { usePrefersReducedMotion } from '@/lib/reduced-motion';
import { registerServiceWorkerWhenIdle } from '@/lib/service-worker';
import { SessionContext } from '@/lib/session';
import { forbidsComputerLogin } from '@/lib/tenant-rules';
import { mainColorOf, themeFor } from '@/lib/theme';
import { questionTools, shareTool } from './question-tools';
import { RouteProgress, usePageLoading } from './route-progress';
import { useAppSession } from './use-app-session';
import { useTenantBranding } from './tenant-branding';
import { VersionCheck } from './version-check';

/** Button texts stay as written ('登录', not '登 录'), so they read and match as written. */
const BUTTON_CONFIG = { autoInsertSpace: false };

/** The root of every route: app session, tenant theme and language, and the app-wide rules. */
export function AppRoot() {
  const { session, antdLocale, tenantPending } = useAppSession();
  const mainColor = mainColorOf(session.factoryInfo?.customStyle.mainColor);
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(() => themeFor(mainColor, reducedMotion), [mainColor, reducedMotion]);
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

  // Until the tenant is known there is no theme: antd would work out its whole set of design
  // tokens for a colour the tenant may not have, on the first screen's path (decision 0035).
  if (tenantPending) {
    return (
      <SessionContext.Provider value={session}>
        <RouteProgress />
        <PageLoading />
      </SessionContext.Provider>
    );
  }

  const forbidden =
    forbidsComputerLogin(session.factoryInfo?.customStyle.forbidTerm) && isComputer();
  return (
    <SessionContext.Provider value={session}>
      <ConfigProvider locale={antdLocale} theme={theme} button={BUTTON_CONFIG}>
        {!forbidden && <VersionCheck />}
        <RouteProgress />
        <QuestionToolsContext.Provider value={questionTools}>
          <ShareToolContext.Provider value={shareTool}>
            {forbidden ? <ForbiddenComputerAlert /> : <Outlet />}
          </ShareToolContext.Provider>
        </QuestionToolsContext.Provider>
        <OfflineWorkerStart />
      </ConfigProvider>
    </SessionContext.Provider>
  );
}

/**
 * Starts the offline worker once the first screen is on show and nothing loads, never while the
 * first screen's code and data are on their way (docs/decisions/0035).
 */
function OfflineWorkerStart() {
  const loading = usePageLoading();
  useEffect(() => (loading ? undefined : registerServiceWorkerWhenIdle()), [loading]);
  return null;
}
