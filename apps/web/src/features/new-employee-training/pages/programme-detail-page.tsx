import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TTrainingProgrammeDetail } from '@lectern/contracts/new-employee-training/new-employee-training';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useListQuery } from '@/lib/paged-list';
import { useNewMemberTrainDetail } from '../api/get-new-member-train-detail';
import { TrainingExam } from '../components/training-exam';
import { TrainingTaskList } from '../components/training-task-list';
import { NewEmployeeTrainingPaths } from '../new-employee-training.feature';
import '../new-employee-training.css';

function ProgrammeHeader({ programme }: { programme: TTrainingProgrammeDetail }) {
  const { t } = useTranslation();
  return (
    <Card className="lectern-training-header">
      <div className="lectern-training-header__title">
        <Typography.Title level={2}>
          <TenantText>{programme.name}</TenantText>
        </Typography.Title>
        {programme.completed ? (
          <Tag color="success">{t('new-employee-training:state.completed')}</Tag>
        ) : programme.overdueCount > 0 ? (
          <Tag color="error">
            {t('new-employee-training:state.overdueCount', { count: programme.overdueCount })}
          </Tag>
        ) : null}
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          ...(programme.classifyName
            ? [
                {
                  key: 'classification',
                  label: t('new-employee-training:detail.classification'),
                  children: <TenantText>{programme.classifyName}</TenantText>,
                },
              ]
            : []),
          {
            key: 'inviteTime',
            label: t('new-employee-training:detail.inviteTime'),
            children: formatDateTime(programme.inviteTime),
          },
          {
            key: 'inviteCreateTime',
            label: t('new-employee-training:detail.inviteCreateTime'),
            children: formatDateTime(programme.inviteCreateTime),
          },
          {
            key: 'tasks',
            label: t('new-employee-training:detail.taskCount'),
            children: t('new-employee-training:card.tasks', {
              done: programme.doneCount,
              total: programme.taskCount,
            }),
          },
        ]}
      />
      <div className="lectern-training-header__progress">
        <span>{t('new-employee-training:progress.label')}</span>
        <Progress
          percent={programme.progress}
          status={programme.completed ? 'success' : 'normal'}
          aria-label={t('new-employee-training:progress.label')}
        />
      </div>
    </Card>
  );
}

/**
 * Spec §2 /new-employ-train/detail: a programme the learner is invited to, its tasks with their
 * deadlines (counted from the invitation), the learner's state on each, overdue ones marked, the
 * overall progress and the training exam. A learner not on its list is told so (300540).
 */
export function ProgrammeDetailPage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const trainId = query.get('trainId') ?? '';
  const detail = useNewMemberTrainDetail(trainId);

  const back = (
    <Link to={NewEmployeeTrainingPaths.PROGRAMMES} className="lectern-training-back">
      <ArrowLeftOutlined aria-hidden /> {t('new-employee-training:detail.back')}
    </Link>
  );
  if (!trainId || detail.isError) {
    return (
      <div className="lectern-page lectern-training-page">
        {back}
        <Alert
          type="error"
          showIcon
          title={errorMessage(
            trainId ? errorCodeOf(detail.error) : ErrorCode.NEW_EMPLOYEE_TRAINING_NOT_FOUND,
          )}
        />
      </div>
    );
  }
  if (!detail.data) return <PageLoading />;
  const programme = detail.data;
  return (
    <main className="lectern-page lectern-training-page">
      {back}
      <ProgrammeHeader programme={programme} />
      {programme.introduction.trim() && (
        <Card title={t('new-employee-training:detail.introduction')}>
          <RichText html={programme.introduction} className="lectern-training-introduction" />
        </Card>
      )}
      <Card title={t('new-employee-training:detail.tasks')}>
        <TrainingTaskList tasks={programme.tasks} />
      </Card>
      {programme.exam && (
        <Card title={t('new-employee-training:detail.exam')}>
          <TrainingExam exam={programme.exam} />
        </Card>
      )}
    </main>
  );
}
