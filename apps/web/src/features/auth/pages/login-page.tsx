import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { Paths, registerPath } from '@/lib/paths';
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
import { UnknownTenantAlert } from '../components/unknown-tenant-alert';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useEnterAnotherTenant } from '../hooks/use-enter-another-tenant';

type TLoginMode = 'password' | 'code';

/** /login (spec §2): the tenant's branding, account login and verification-code login. */
export function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<TLoginMode>('password');
  const [query] = useSearchParams();
  const { factoryCode, factoryInfo, tenantNotFound } = useSession();
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

  const enterAnotherTenant = useEnterAnotherTenant(Paths.LOGIN, urlFactoryCode);
  return (
    <AuthScreen subtitle={t('login:subtitle')}>
      {tenantNotFound && factoryCode && (
        <UnknownTenantAlert factoryCode={factoryCode} onEnterAnother={enterAnotherTenant} />
      )}
      {mode === 'password' ? (
        <LoginForm
          key={urlFactoryCode ?? ''}
          askTenantNumber={!urlFactoryCode}
          initialFactoryCode={factoryCode}
          submitting={login.isPending}
          onSubmit={(values) => void passwordLogin(values)}
        />
      ) : (
        <CodeLoginForm
          key={urlFactoryCode ?? ''}
          askTenantNumber={!urlFactoryCode}
          initialFactoryCode={factoryCode}
          submitting={smsLogin.isPending}
          onSendCode={sendLoginCode}
          onSubmit={(values) => void codeLogin(values)}
        />
      )}
      <Flex justify="space-between" align="center" wrap className="lectern-login__more">
        <Button
          type="link"
          className="lectern-login__mode"
          onClick={() => setMode(mode === 'password' ? 'code' : 'password')}
        >
          {mode === 'password' ? t('login:modes.code') : t('login:modes.password')}
        </Button>
        {factoryInfo?.registrationEnabled !== false && (
          <span>
            {t('login:register.prompt')}{' '}
            <Link to={registerPath(loginTenant)}>{t('login:register.link')}</Link>
          </span>
        )}
      </Flex>
    </AuthScreen>
  );
}
