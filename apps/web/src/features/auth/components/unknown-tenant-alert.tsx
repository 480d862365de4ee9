import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';

/**
 * The login screen's answer to a tenant number no organisation has (decision 0031): what is
 * wrong, in the learner's language, and what to do, instead of a bare 'no data'.
 */
export function UnknownTenantAlert({
  factoryCode,
  onEnterAnother,
}: {
  factoryCode: string;
  onEnterAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      className="lectern-login__unknown-tenant"
      title={t('login:unknownTenant.title')}
      description={
        <>
          <p>{t('login:unknownTenant.description', { factoryCode })}</p>
          <Button onClick={onEnterAnother}>{t('login:unknownTenant.action')}</Button>
        </>
      }
    />
  );
}
