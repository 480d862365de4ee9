import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { TSmsCodeSent } from '@lectern/contracts/common/sms-code';
import { VerificationCodeField } from '@/components/ui/verification-code-field';
import { PhoneField, TenantNumberField } from './account-fields';

export type TCodeLoginFormValues = { factoryCode?: string; phone: string; code: string };
export type TCodeRequest = Pick<TCodeLoginFormValues, 'factoryCode' | 'phone'>;

const FORM_NAME = 'code-login';

type TCodeLoginFormProps = {
  /** Spec §2: the tenant number is asked for only when the URL carries no factoryCode. */
  askTenantNumber: boolean;
  initialFactoryCode?: string | null;
  submitting: boolean;
  onSendCode: (request: TCodeRequest) => Promise<TSmsCodeSent>;
  onSubmit: (values: TCodeLoginFormValues) => void;
};

/** Verification-code login (spec §1, §5): tenant number, phone, and the code sent to it. */
export function CodeLoginForm({
  askTenantNumber,
  initialFactoryCode,
  submitting,
  onSendCode,
  onSubmit,
}: TCodeLoginFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TCodeLoginFormValues>();

  const sendCode = async () => {
    const needed = askTenantNumber ? ['factoryCode', 'phone'] : ['phone'];
    const values = await form.validateFields(needed).catch(() => null);
    return values ? onSendCode(values) : null;
  };

  return (
    <Form<TCodeLoginFormValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      size="large"
      requiredMark={false}
      initialValues={{ factoryCode: initialFactoryCode ?? '' }}
      onFinish={onSubmit}
    >
      {askTenantNumber && <TenantNumberField />}
      <PhoneField />
      <VerificationCodeField
        formName={FORM_NAME}
        label={t('login:fields.code')}
        onSend={sendCode}
      />
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login:submit')}
      </Button>
    </Form>
  );
}
