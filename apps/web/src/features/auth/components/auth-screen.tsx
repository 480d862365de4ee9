import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SupportFooter } from '@/components/ui/support-footer';
import { useSession } from '@/lib/session';
import { TenantText } from '@/components/ui/tenant-text';
import '../auth.css';

/**
 * The frame of the login and registration screens: the tenant's background, logo and name. Plain
 * elements, not antd's Card and Typography: those bring tabs, menus and tooltips into the login
 * screen's download (docs/decisions/0035).
 */
export function AuthScreen({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { factoryInfo } = useSession();
  const background = factoryInfo?.customStyle.pcBg;
  return (
    <div
      className="lectern-login"
      style={background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined}
    >
      <header className="lectern-login__toolbar">
        <LanguageSwitcher />
      </header>
      <main className="lectern-login__main">
        <section className="lectern-login__card">
          <div className="lectern-login__brand">
            {factoryInfo?.sysLogoUrl && (
              <img className="lectern-login__logo" src={factoryInfo.sysLogoUrl} alt="" />
            )}
            <h1 className="lectern-login__title">
              {factoryInfo ? (
                <TenantText>{factoryInfo.sysName}</TenantText>
              ) : (
                t('common:productName')
              )}
            </h1>
            <p className="lectern-login__subtitle">{subtitle}</p>
          </div>
          {children}
        </section>
      </main>
      <SupportFooter />
    </div>
  );
}
