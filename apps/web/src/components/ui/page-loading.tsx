import { useTranslation } from 'react-i18next';

/**
 * Full-page spinner while the tenant or a page is loading. It draws antd's large Spin in plain
 * CSS, so the entry chunk can show it before antd has loaded.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="lectern-page-loading" role="status" aria-live="polite">
      <span className="lectern-spinner" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="lectern-visually-hidden">{t('common:loading')}</span>
    </div>
  );
}
