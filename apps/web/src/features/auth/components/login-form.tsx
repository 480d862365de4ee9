import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@lectern/contracts/auth/post-login';
import { TenantNumberField } from './account-fields';

export type TLoginFormValues = { factoryCode?: string; userCode: string; password: string };

type TLoginFormProps = {
  /** Spec §2: the tenant number is asked for only when the URL carries no factoryCode. */
  askTenantNumber: boolean;
  initialFactoryCode?: string | null;
  submitting: boolean;
  onSubmit: (values: TLoginFormValues) => void;
};

/** Account login with the validation rules of spec §5. */
export function LoginForm({
  askTenantNumber,
  initialFactoryCode,
  submitting,
  onSubmit,
}: TLoginFormProps) {
  const { t } = useTranslation();
  const passwordRule = t('login:validation.password');
  return (
    <Form<TLoginFormValues>
      name="login"
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ factoryCode: initialFactoryCode ?? '' }}
      onFinish={onSubmit}
    >
      {askTenantNumber && <TenantNumberField />}
      <Form.Item
        name="userCode"
        label={t('login:fields.account')}
        rules={[{ required: true, whitespace: true, message: t('login:validation.account') }]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          autoComplete="username"
          placeholder={t('login:placeholders.account')}
        />
      </Form.Item>
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
          autoComplete="current-password"
          placeholder={t('login:placeholders.password')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login:submit')}
      </Button>
    </Form>
  );
}
