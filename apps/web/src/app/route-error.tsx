import { useTranslation } from 'react-i18next';
import { FullScreenOverlay } from '@/components/ui/full-screen-overlay';

/** Shown when a page failed to load even after its retries (spec §2), or failed to render. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <FullScreenOverlay
      text={t('common:pageLoadFailed')}
      actionText={t('common:actions.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
