import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloudSyncOutlined from '@ant-design/icons/es/icons/CloudSyncOutlined';
import DisconnectOutlined from '@ant-design/icons/es/icons/DisconnectOutlined';
import { useTranslation } from 'react-i18next';
import type { TSaveStatus } from '../../hooks/answer-saver';

const icons = {
  saved: CheckCircleOutlined,
  pending: CloudSyncOutlined,
  offline: DisconnectOutlined,
} as const;

/** Whether the server has every answer, some are on their way, or they wait on this device. */
export function SaveStatus({ status }: { status: TSaveStatus }) {
  const { t } = useTranslation();
  const Icon = icons[status];
  return (
    <span className={`lectern-save-status lectern-save-status--${status}`} role="status">
      <Icon aria-hidden /> {t(`exam-answering:saveStatus.${status}`)}
    </span>
  );
}
