import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import {
  TrainingExamOpens,
  type TTrainingExam,
} from '@lectern/contracts/new-employee-training/new-employee-training';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { examPreviewPath } from '../new-employee-training.feature';

/**
 * Spec §3 invitationType 2: the programme's training exam, reachable only from here. It opens
 * after the tasks (or as the programme says) and leads to the exam's preview.
 */
export function TrainingExam({ exam }: { exam: TTrainingExam }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="lectern-training-exam">
      <div className="lectern-training-exam__head">
        <h3 className="lectern-training-exam__name">
          <TenantText>{exam.name}</TenantText>
        </h3>
        {exam.passed ? (
          <Tag color="success">{t('new-employee-training:exam.passed')}</Tag>
        ) : (
          <Tag color={exam.open ? 'processing' : 'default'}>
            {t(exam.open ? 'new-employee-training:exam.open' : 'new-employee-training:exam.closed')}
          </Tag>
        )}
      </div>
      <p className="lectern-training-exam__when">
        {exam.opens === TrainingExamOpens.ANYTIME
          ? t('new-employee-training:exam.opensAnytime')
          : t('new-employee-training:exam.opensAfterTasks')}
        {exam.score !== null && (
          <> {t('new-employee-training:exam.bestScore', { score: exam.score })}</>
        )}
      </p>
      {exam.open && (
        <Button type="primary" onClick={() => void navigate(examPreviewPath(exam.examId))}>
          {t('new-employee-training:exam.enter')}
        </Button>
      )}
    </div>
  );
}
