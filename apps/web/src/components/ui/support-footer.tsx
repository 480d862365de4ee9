import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { showsSupportFooter } from '@/lib/tenant-rules';

/** Spec §2: 'technical support provided by the product' for user versions 10 and 11. */
export function SupportFooter() {
  const { t } = useTranslation();
  const { userVersion, factoryCode } = useSession();
  if (!showsSupportFooter(userVersion, factoryCode)) return null;
  return <footer className="lectern-support-footer">{t('common:footer.technicalSupport')}</footer>;
}
