import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import type { TTrainingProgrammeSummary } from '@lectern/contracts/new-employee-training/new-employee-training';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDate, formatDateTime } from '@/lib/format';
import { programmePath } from '../new-employee-training.feature';

/**
 * A programme on the learner's list: its name and classification, when they were invited, how
 * many tasks are done and overdue, the next deadline and the progress. The title's link opens it.
 */
export function ProgrammeCard({ programme }: { programme: TTrainingProgrammeSummary }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="lectern-training-card">
      <article aria-labelledby={titleId}>
        <div className="lectern-training-card__icon" aria-hidden="true">
          <SolutionOutlined />
        </div>
        <div className="lectern-training-card__body">
          <div className="lectern-training-card__head">
            <h3 id={titleId} className="lectern-training-card__title">
              <Link to={programmePath(programme.trainId)}>
                <TenantText>{programme.name}</TenantText>
              </Link>
            </h3>
            {programme.completed ? (
              <Tag color="success">{t('new-employee-training:state.completed')}</Tag>
            ) : programme.overdueCount > 0 ? (
              <Tag color="error">
                {t('new-employee-training:state.overdueCount', { count: programme.overdueCount })}
              </Tag>
            ) : null}
          </div>
          <p className="lectern-training-card__meta">
            {programme.classifyName && (
              <>
                <TenantText>{programme.classifyName}</TenantText> ·{' '}
              </>
            )}
            {t('new-employee-training:card.invited', {
              time: formatDateTime(programme.inviteTime),
            })}
          </p>
          <p className="lectern-training-card__meta">
            {t('new-employee-training:card.tasks', {
              done: programme.doneCount,
              total: programme.taskCount,
            })}
            {programme.hasExam && <> · {t('new-employee-training:card.hasExam')}</>}
            {programme.nextDeadline !== null && (
              <>
                {' '}
                ·{' '}
                {t('new-employee-training:card.nextDeadline', {
                  date: formatDate(programme.nextDeadline),
                })}
              </>
            )}
          </p>
          <Progress
            percent={programme.progress}
            size="small"
            status={programme.completed ? 'success' : 'normal'}
            aria-label={t('new-employee-training:progress.label')}
          />
        </div>
      </article>
    </li>
  );
}
