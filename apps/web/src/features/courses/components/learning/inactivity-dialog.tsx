import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

/** Spec §4 "Pausing": learning paused for inactivity, until the learner says to go on. */
export function InactivityDialog({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      centered
      title={t('course-learning:inactivity.title')}
      closable={false}
      mask={{ closable: false }}
      onCancel={onContinue}
      footer={
        <Button type="primary" onClick={onContinue}>
          {t('course-learning:inactivity.continue')}
        </Button>
      }
    >
      <p>{t('course-learning:inactivity.text')}</p>
    </Modal>
  );
}
