import CloudUploadOutlined from '@ant-design/icons/es/icons/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';

/**
 * The learner submitted while offline (decision 0028): the submission waits on this device and is
 * sent when the connection is back; the screen says so until the finish screen replaces it.
 */
export function QueuedSubmission({ paperName }: { paperName: string }) {
  const { t } = useTranslation();
  return (
    <div className="lectern-queued-submission">
      <div className="lectern-queued-submission__panel" role="status" aria-live="polite">
        <CloudUploadOutlined className="lectern-queued-submission__icon" aria-hidden />
        <p className="lectern-queued-submission__paper">{paperName}</p>
        <h1 className="lectern-queued-submission__title">
          {t('exam-answering:submit.queuedTitle')}
        </h1>
        <p className="lectern-queued-submission__message">
          {t('exam-answering:submit.queuedMessage')}
        </p>
      </div>
    </div>
  );
}
