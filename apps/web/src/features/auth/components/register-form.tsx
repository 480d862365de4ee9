import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@lectern/contracts/auth/post-login';
import type { TSmsCodeSent } from '@lectern/contracts/common/sms-code';
import { VerificationCodeField } from '@/components/ui/verification-code-field';
import { PhoneField, TenantNumberField } from './account-fields';

export type TRegisterFormValues = {
  /** Absent when the URL gave the tenant number (askTenantNumber false). */
  factoryCode?: string;
  nickName: string;
  phone: string;
  password: string;
  confirmPassword: string;
  code: string;
};
export type TRegisterCodeRequest = Pick<TRegisterFormValues, 'factoryCode' | 'phone'>;

const FORM_NAME = 'register';

type TRegisterFormProps = {
  /** As on the login form: asked for only when the URL carries no factoryCode. */
  askTenantNumber: boolean;
  initialFactoryCode?: string | null;
  submitting: boolean;
  onSendCode: (request: TRegisterCodeRequest) => Promise<TSmsCodeSent>;
  onSubmit: (values: TRegisterFormValues) => void;
};

/**
 * Registration (spec §2): tenant number (unless the URL gave it), name, phone as the account, password twice and a
 * verification code, with the validation rules of spec §5.
 */
export function RegisterForm({
  askTenantNumber,
  initialFactoryCode,
  submitting,
  onSendCode,
  onSubmit,
}: TRegisterFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TRegisterFormValues>();
  const passwordRule = t('login:validation.password');

  const sendCode = async () => {
    const needed = askTenantNumber ? ['factoryCode', 'phone'] : ['phone'];
    const values = await form.validateFields(needed).catch(() => null);
    return values ? onSendCode(values) : null;
  };

  return (
    <Form<TRegisterFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ factoryCode: initialFactoryCode ?? '' }}
      onFinish={onSubmit}
    >
      {askTenantNumber && <TenantNumberField />}
      <Form.Item
        name="nickName"
        label={t('register:fields.name')}
        rules={[{ required: true, whitespace: true, message: t('register:validation.name') }]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          autoComplete="name"
          maxLength={64}
          placeholder={t('register:placeholders.name')}
        />
      </Form.Item>
      <PhoneField />
      <Form.Item
        name="password"
        label={t('login:fields.password')}
        rules={[
          { required: true, message: passwordRule },
          { min: PASSWORD_MIN_LENGTH, message: passwordRule },
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder={t('login:placeholders.password')}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('register:fields.confirmPassword')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('register:validation.confirmPassword') },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('register:validation.passwordsDiffer'))),
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          placeholder={t('register:placeholders.confirmPassword')}
        />
      </Form.Item>
      <VerificationCodeField
        formName={FORM_NAME}
        label={t('login:fields.code')}
        onSend={sendCode}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('register:submit')}
      </Button>
    </Form>
  );
}
