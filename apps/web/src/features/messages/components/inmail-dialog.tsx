import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { InmailContent, InmailTitle } from './inmail-label';

/** One message, opened from the list. */
export function InmailDialog({
  message,
  onClose,
}: {
  message: TInmailMessage;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={<InmailTitle message={message} />}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      <Typography.Text type="secondary">
        {t('messages:sendTime', { time: formatDateTime(message.sendTime) })}
      </Typography.Text>
      <InmailContent message={message} />
    </Modal>
  );
}
