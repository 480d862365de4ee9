import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';

/** Full-page spinner while the tenant or a page is loading. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="lectern-page-loading" role="status" aria-live="polite">
      <Spin size="large" />
      <span className="lectern-visually-hidden">{t('common:loading')}</span>
    </div>
  );
}
