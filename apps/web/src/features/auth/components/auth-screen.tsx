import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SupportFooter } from '@/components/ui/support-footer';
import { useSession } from '@/lib/session';
import { TenantText } from '@/components/ui/tenant-text';

/** The frame of the login and registration screens: the tenant's background, logo and name. */
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
        <Card className="lectern-login__card">
          <Flex vertical align="center" gap="small" className="lectern-login__brand">
            {factoryInfo?.sysLogoUrl && (
              <img className="lectern-login__logo" src={factoryInfo.sysLogoUrl} alt="" />
            )}
            <Typography.Title level={1} className="lectern-login__title">
              {factoryInfo ? (
                <TenantText>{factoryInfo.sysName}</TenantText>
              ) : (
                t('common:productName')
              )}
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
          </Flex>
          {children}
        </Card>
      </main>
      <SupportFooter />
    </div>
  );
}
