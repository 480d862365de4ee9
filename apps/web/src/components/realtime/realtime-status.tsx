import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';
import { RealtimeState, type RealtimeStatus } from '@/lib/realtime';

const TAG_COLOURS = {
  [RealtimeState.CONNECTING]: 'processing',
  [RealtimeState.CONNECTED]: 'success',
  [RealtimeState.INTERRUPTED]: 'warning',
  [RealtimeState.RECONNECTING]: 'processing',
  [RealtimeState.RECONNECT_FAILED]: 'error',
  [RealtimeState.RESTORED]: 'success',
} as const;

/** Healthy states a page that is not proctored need not show. */
const QUIET_STATES = new Set<string>([
  RealtimeState.CONNECTING,
  RealtimeState.CONNECTED,
  RealtimeState.RESTORED,
]);

/**
 * Spec §4 "Proctoring / realtime connection" shown to the learner, and the two alerts of the
 * channel: §7 'Realtime monitoring communication cannot log in' with the message and code, and
 * §4 "Login elsewhere" with its Refresh button. `always`: show the healthy states too (a
 * proctored exam); otherwise only trouble is shown.
 */
export function RealtimeStatusTag({
  status,
  onRetry,
  always = false,
}: {
  status: RealtimeStatus;
  onRetry: () => void;
  always?: boolean;
}) {
  const { t } = useTranslation('common');
  useEffect(() => {
    if (status.state === RealtimeState.REPLACED) {
      const dialog = feedback.alert({
        title: t('realtime.elsewhereTitle'),
        content: t('realtime.elsewhereText'),
        okText: t('realtime.refreshPage'),
        onOk: () => window.location.reload(),
      });
      return () => void dialog.then((open) => open.destroy());
    }
    if (status.state === RealtimeState.LOGIN_REFUSED) {
      const code = status.code || '403';
      const dialog = feedback.alert({
        title: t('realtime.loginFailedTitle'),
        content: t('realtime.loginFailedText', { message: errorMessage(code), code }),
      });
      return () => void dialog.then((open) => open.destroy());
    }
  }, [status, t]);

  if (status.state === RealtimeState.REPLACED || status.state === RealtimeState.LOGIN_REFUSED) {
    return null;
  }
  if (!always && QUIET_STATES.has(status.state)) return null;
  return (
    <Space size={4} role="status" className="realtime-status">
      <Tag color={TAG_COLOURS[status.state]}>{t(`realtime.${status.state}`)}</Tag>
      {status.state === RealtimeState.RECONNECT_FAILED && (
        <Button size="small" onClick={onRetry}>
          {t('realtime.retry')}
        </Button>
      )}
    </Space>
  );
}
