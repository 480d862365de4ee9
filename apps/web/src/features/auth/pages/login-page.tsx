import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { SupportFooter } from '@/components/ui/support-footer';
import { Paths, safeReturnPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePostLogin } from '../api/post-login';
import { LoginForm, type TLoginFormValues } from '../components/login-form';

/** /login (spec §2): the tenant's branding and the account login form. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { factoryCode, factoryInfo, signIn } = useSession();
  const login = usePostLogin();
  const urlFactoryCode = query.get('factoryCode')?.trim() || null;

  const submit = async ({
    factoryCode: typedFactoryCode,
    userCode,
    password,
  }: TLoginFormValues) => {
    try {
      const answer = await login.mutateAsync({
        factoryCode: urlFactoryCode ?? typedFactoryCode?.trim(),
        userCode: userCode.trim(),
        password,
      });
      await signIn(answer.tokenValue, answer.loginUserInfo.factoryCode);
      navigate(safeReturnPath(query.get('url')) ?? Paths.HOME, { replace: true });
    } catch {
      // The api client has shown the reason (spec §8, e.g. 300103 wrong account or password).
    }
  };

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
              {factoryInfo?.sysName ?? t('common:productName')}
            </Typography.Title>
            <Typography.Text type="secondary">{t('login:subtitle')}</Typography.Text>
          </Flex>
          <LoginForm
            askTenantNumber={!urlFactoryCode}
            initialFactoryCode={factoryCode}
            submitting={login.isPending}
            onSubmit={submit}
          />
        </Card>
      </main>
      <SupportFooter />
    </div>
  );
}
