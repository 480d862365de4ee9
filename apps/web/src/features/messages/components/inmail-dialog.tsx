import type { TInmailMessage } from '@lectern/contracts/messages/inmail';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { formatDateTime } from '@/lib/format';
import { TenantText } from '@/components/ui/tenant-text';

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
      title={<TenantText>{message.title}</TenantText>}
      onCancel={onClose}
      footer={null}
      width={640}
    >
      <Typography.Text type="secondary">
        {t('messages:sendTime', { time: formatDateTime(message.sendTime) })}
      </Typography.Text>
      <RichText className="lectern-inmail__content" html={message.content} />
    </Modal>
  );
}
