import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import '../tenants.css';

/** Spec §2: the tenant forbids login from a computer; nothing else of the app loads. */
export function ForbiddenComputerAlert() {
  const { t } = useTranslation();
  return (
    <div className="lectern-forbidden-terminal">
      <Alert
        type="error"
        showIcon
        title={t('common:forbiddenTerminal.title')}
        description={t('common:forbiddenTerminal.message')}
      />
    </div>
  );
}
