import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import type { TPreviewProctoring } from '@lectern/contracts/exams/proctoring';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '@/lib/format';
import { ExamPaths } from '../../exams.feature';
import { DeviceCheckWizard } from './device-check-wizard';

/**
 * Spec §2 preview 'device-check entry' of a proctored paper: whether the learner's check passed
 * (and until when it lets them start), and the wizard in a dialog, which stops the camera and
 * microphone when it closes. A passed check of a paper comparing faces with the learner's ID photo
 * goes on to the face-service result (/exam/preview/face-service, decision 0050).
 */
export function DeviceCheckEntry({
  paperId,
  proctoring,
  validUntil,
  onChecked,
}: {
  paperId: string;
  proctoring: TPreviewProctoring;
  /** The passed check's end, when it is still ahead; null: no check lets the learner start. */
  validUntil: number | null;
  onChecked: (validUntil: number | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const passed = validUntil !== null;
  const comparesFaces = proctoring.rule.camera && proctoring.rule.compareIdPhoto;
  return (
    <Card
      className="lectern-device-check-entry"
      title={t('exams:proctoring.title')}
      extra={
        <Tag color={passed ? 'success' : 'warning'} variant="filled">
          {passed ? t('exams:proctoring.passed') : t('exams:proctoring.required')}
        </Tag>
      }
    >
      <p>
        {passed
          ? t('exams:proctoring.validUntil', { time: formatDateTime(validUntil) })
          : t('exams:proctoring.intro')}
      </p>
      <Button icon={<SafetyCertificateOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {passed ? t('exams:proctoring.checkAgain') : t('exams:proctoring.start')}
      </Button>
      <Modal
        open={open}
        title={t('exams:proctoring.title')}
        footer={null}
        width={640}
        destroyOnHidden
        onCancel={() => setOpen(false)}
      >
        <DeviceCheckWizard
          paperId={paperId}
          rule={proctoring.rule}
          onChecked={(checkPassed, until, snapshotUrl) => {
            onChecked(checkPassed ? until : null);
            if (!checkPassed) return;
            setOpen(false);
            if (comparesFaces && snapshotUrl) {
              const query = new URLSearchParams({ paperId, snapshot: snapshotUrl });
              void navigate(`${ExamPaths.EXAM_FACE_SERVICE}?${query.toString()}`);
            }
          }}
        />
      </Modal>
    </Card>
  );
}
