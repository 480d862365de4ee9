import Tabs from 'antd/es/tabs';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SmsScene } from '@lectern/contracts/auth/sms-code';
import { registerPath } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { usePostLogin } from '../api/post-login';
import { usePostSendSmsCode } from '../api/post-send-sms-code';
import { usePostSmsLogin } from '../api/post-sms-login';
import { AuthScreen } from '../components/auth-screen';
import {
  CodeLoginForm,
  type TCodeLoginFormValues,
  type TCodeRequest,
} from '../components/code-login-form';
import { LoginForm, type TLoginFormValues } from '../components/login-form';
import { useCompleteLogin } from '../hooks/use-complete-login';

/** /login (spec §2): the tenant's branding, account login and verification-code login. */
export function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { factoryCode, factoryInfo } = useSession();
  const login = usePostLogin();
  const smsLogin = usePostSmsLogin();
  const sendSmsCode = usePostSendSmsCode();
  const completeLogin = useCompleteLogin();
  const urlFactoryCode = query.get('factoryCode')?.trim() || null;
  const tenantOf = (typed?: string) => urlFactoryCode ?? typed?.trim();

  // On a refusal the api client has shown the reason (spec §8, e.g. 300103 wrong account or password).
  const passwordLogin = ({ factoryCode: typed, userCode, password }: TLoginFormValues) =>
    login
      .mutateAsync({ factoryCode: tenantOf(typed), userCode: userCode.trim(), password })
      .then(completeLogin, () => undefined);

  const codeLogin = ({ factoryCode: typed, phone, code }: TCodeLoginFormValues) =>
    smsLogin
      .mutateAsync({ factoryCode: tenantOf(typed), phone, code: code.trim() })
      .then(completeLogin, () => undefined);

  const sendLoginCode = ({ factoryCode: typed, phone }: TCodeRequest) =>
    sendSmsCode.mutateAsync({ factoryCode: tenantOf(typed), phone, scene: SmsScene.LOGIN });

  const loginTenant = urlFactoryCode ?? factoryCode;
  return (
    <AuthScreen subtitle={t('login:subtitle')}>
      <Tabs
        centered
        items={[
          {
            key: 'password',
            label: t('login:tabs.password'),
            children: (
              <LoginForm
                askTenantNumber={!urlFactoryCode}
                initialFactoryCode={factoryCode}
                submitting={login.isPending}
                onSubmit={(values) => void passwordLogin(values)}
              />
            ),
          },
          {
            key: 'code',
            label: t('login:tabs.code'),
            children: (
              <CodeLoginForm
                askTenantNumber={!urlFactoryCode}
                initialFactoryCode={factoryCode}
                submitting={smsLogin.isPending}
                onSendCode={sendLoginCode}
                onSubmit={(values) => void codeLogin(values)}
              />
            ),
          },
        ]}
      />
      {factoryInfo?.registrationEnabled !== false && (
        <Typography.Paragraph className="lectern-login__switch">
          {t('login:register.prompt')}{' '}
          <Link to={registerPath(loginTenant)}>{t('login:register.link')}</Link>
        </Typography.Paragraph>
      )}
    </AuthScreen>
  );
}
