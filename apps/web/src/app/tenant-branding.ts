import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '@/lib/tenant-rules';
import { applyThemeColors } from '@/lib/theme';
import type { TSession } from '@/lib/session';

/** Applies the tenant's page title (spec §2), favicon (spec §1) and theme colours to the page. */
export function useTenantBranding(
  { factoryInfo, userVersion }: Pick<TSession, 'factoryInfo' | 'userVersion'>,
  mainColor: string,
) {
  const { t } = useTranslation();
  const title = pageTitle(userVersion, factoryInfo?.sysName, t('common:productName'));
  useEffect(() => {
    document.title = title;
  }, [title]);

  const logo = factoryInfo?.sysLogoUrl;
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (logo && icon) icon.href = logo;
  }, [logo]);

  useEffect(() => applyThemeColors(mainColor), [mainColor]);
}
