import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@lectern/contracts/auth/post-login';
import { ErrorCode, errorMessageKey } from '@lectern/contracts/common/error-codes';
import { VerificationCodeField } from '@/components/ui/verification-code-field';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/lib/session';
import { usePostSendPasswordCode } from '../api/post-send-password-code';
import { usePostUpdatePassword } from '../api/post-update-password';

type TChangePasswordValues = {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
  code: string;
};

const FORM_NAME = 'change-password';

/**
 * Change password (spec §2 personal centre account, §5): the original, the new one twice, and a
 * code sent to the learner's phone. The server ends every session of the learner, this one
 * too, so the learner signs in again with the new password.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<TChangePasswordValues>();
  const { leaveSession } = useSession();
  const sendCode = usePostSendPasswordCode();
  const updatePassword = usePostUpdatePassword();
  const [maskedPhone, setMaskedPhone] = useState<string | null>(null);
  const lengthRule = { min: PASSWORD_MIN_LENGTH, message: t('members:password.length') };

  const send = async () => {
    const sent = await sendCode.mutateAsync();
    setMaskedPhone(sent.maskedPhone);
    return sent;
  };

  const submit = async ({ code, ...passwords }: TChangePasswordValues) => {
    try {
      await updatePassword.mutateAsync({ ...passwords, code: code.trim() });
    } catch {
      // The api client has shown the reason (spec §8, e.g. 300207 original password wrong).
      return;
    }
    feedback.success(t('members:password.changed'));
    await leaveSession();
  };

  return (
    <Form<TChangePasswordValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      className="lectern-change-password"
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="oldPassword"
        label={t('members:password.old')}
        rules={[{ required: true, message: t(errorMessageKey(ErrorCode.OLD_PASSWORD_EMPTY)) }]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('members:password.new')}
        rules={[
          { required: true, message: t(errorMessageKey(ErrorCode.NEW_PASSWORD_EMPTY)) },
          lengthRule,
        ]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('members:password.confirm')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t(errorMessageKey(ErrorCode.CONFIRM_PASSWORD_EMPTY)) },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t(errorMessageKey(ErrorCode.NEW_PASSWORDS_DIFFER)))),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <VerificationCodeField
        formName={FORM_NAME}
        label={t('members:password.code')}
        onSend={send}
      />
      {maskedPhone && (
        <Typography.Paragraph type="secondary" role="status">
          {t('members:password.codeSentTo', { phone: maskedPhone })}
        </Typography.Paragraph>
      )}
      <Button type="primary" htmlType="submit" loading={updatePassword.isPending}>
        {t('members:password.submit')}
      </Button>
    </Form>
  );
}
