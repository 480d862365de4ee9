import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { REGISTRATION_REVIEW_REDIRECT_SECONDS } from '@lectern/contracts/auth/post-register';
import { SmsScene } from '@lectern/contracts/common/sms-code';
import { loginPath, Paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useCountdown } from '@/lib/verification-code';
import { usePostRegister } from '../api/post-register';
import { usePostSendSmsCode } from '../api/post-send-sms-code';
import { AuthScreen } from '../components/auth-screen';
import {
  RegisterForm,
  type TRegisterCodeRequest,
  type TRegisterFormValues,
} from '../components/register-form';
import { UnknownTenantAlert } from '../components/unknown-tenant-alert';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useEnterAnotherTenant } from '../hooks/use-enter-another-tenant';

/**
 * /regist (spec §2, §4): like the login page, the tenant number is asked for only when the URL
 * carries no factoryCode (the screen's title names the organisation), and an unknown one is said
 * in words. A new account is either logged in at once, or awaits admin review and
 * the screen returns to the login page after REGISTRATION_REVIEW_REDIRECT_SECONDS.
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { factoryCode, tenantNotFound } = useSession();
  const register = usePostRegister();
  const sendSmsCode = usePostSendSmsCode();
  const completeLogin = useCompleteLogin();
  const [awaitingReviewIn, setAwaitingReviewIn] = useState<string | null>(null);
  const urlFactoryCode = query.get('factoryCode')?.trim() || null;
  // A learner's invitation link (/regist?inviteCode=, issue 24) records who invited them.
  const inviteCode = query.get('inviteCode')?.trim() || null;
  const initialFactoryCode = urlFactoryCode ?? factoryCode;
  const tenantOf = (typed?: string) => urlFactoryCode ?? typed?.trim() ?? '';

  const enterAnotherTenant = useEnterAnotherTenant(Paths.REGISTER, urlFactoryCode);

  const sendRegisterCode = ({ factoryCode: typed, phone }: TRegisterCodeRequest) =>
    sendSmsCode.mutateAsync({ factoryCode: tenantOf(typed), phone, scene: SmsScene.REGISTER });

  const submit = async ({ factoryCode: typed, nickName, code, ...rest }: TRegisterFormValues) => {
    const tenant = tenantOf(typed);
    try {
      const answer = await register.mutateAsync({
        ...rest,
        factoryCode: tenant,
        nickName: nickName.trim(),
        code: code.trim(),
        ...(inviteCode ? { inviteCode } : {}),
      });
      if (answer.reviewRequired) setAwaitingReviewIn(tenant);
      else await completeLogin(answer);
    } catch {
      // The api client has shown the reason (spec §8, e.g. 300109 user exists).
    }
  };

  return (
    <AuthScreen subtitle={t('register:subtitle')}>
      {awaitingReviewIn !== null ? (
        <AwaitingReview factoryCode={awaitingReviewIn} />
      ) : (
        <>
          {tenantNotFound && factoryCode && (
            <UnknownTenantAlert factoryCode={factoryCode} onEnterAnother={enterAnotherTenant} />
          )}
          {inviteCode && (
            <Typography.Paragraph>
              {t('register:inviteCode', { code: inviteCode })}
            </Typography.Paragraph>
          )}
          <RegisterForm
            key={urlFactoryCode ?? ''}
            askTenantNumber={!urlFactoryCode}
            initialFactoryCode={initialFactoryCode}
            submitting={register.isPending}
            onSendCode={sendRegisterCode}
            onSubmit={(values) => void submit(values)}
          />
          <Typography.Paragraph className="lectern-login__switch">
            {t('register:haveAccount')}{' '}
            <Link to={loginPath({ factoryCode: initialFactoryCode })}>{t('register:toLogin')}</Link>
          </Typography.Paragraph>
        </>
      )}
    </AuthScreen>
  );
}

/** Spec §4: the account awaits admin review; back to login after a visible countdown. */
function AwaitingReview({ factoryCode }: { factoryCode: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { remaining } = useCountdown(REGISTRATION_REVIEW_REDIRECT_SECONDS);
  const target = loginPath({ factoryCode });
  useEffect(() => {
    if (remaining === 0) navigate(target, { replace: true });
  }, [remaining, navigate, target]);

  return (
    <Result
      status="success"
      title={t('register:review.title')}
      subTitle={
        <>
          <Typography.Paragraph>{t('register:review.message')}</Typography.Paragraph>
          <Typography.Paragraph role="timer">
            {t('register:review.redirect', { seconds: remaining })}
          </Typography.Paragraph>
        </>
      }
      extra={
        <Button type="primary" onClick={() => navigate(target, { replace: true })}>
          {t('register:review.toLoginNow')}
        </Button>
      }
    />
  );
}
