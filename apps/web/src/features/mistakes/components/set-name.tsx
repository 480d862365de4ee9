import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';

/** A set's name: its classification's or knowledge point's, or 'Unclassified' for ''. */
export function SetName({ name }: { name: string | null }) {
  const { t } = useTranslation();
  return name ? <TenantText>{name}</TenantText> : <>{t('mistakes:set.unclassified')}</>;
}
