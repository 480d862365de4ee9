import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { PHONE_PATTERN } from '@lectern/contracts/common/sms-code';

/** The tenant number, required (spec §5 'tenant number cannot be empty'). */
export function TenantNumberField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="factoryCode"
      label={t('login:fields.tenantNumber')}
      rules={[{ required: true, whitespace: true, message: t('login:validation.tenantNumber') }]}
    >
      <Input
        prefix={<ShopOutlined aria-hidden />}
        autoComplete="organization"
        placeholder={t('login:placeholders.tenantNumber')}
      />
    </Form.Item>
  );
}

/** The phone that is the account (spec §5: required when it is the account). */
export function PhoneField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="phone"
      label={t('login:fields.phone')}
      rules={[
        { required: true, whitespace: true, message: t('login:validation.phone') },
        { pattern: PHONE_PATTERN, message: t('login:validation.phoneFormat') },
      ]}
      normalize={(value?: string) => value?.replace(/\s/g, '') ?? ''}
    >
      <Input
        prefix={<PhoneOutlined aria-hidden />}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('login:placeholders.phone')}
      />
    </Form.Item>
  );
}
