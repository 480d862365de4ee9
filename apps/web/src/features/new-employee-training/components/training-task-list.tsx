import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import type { TTrainingTask } from '@lectern/contracts/new-employee-training/new-employee-training';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDate } from '@/lib/format';
import { taskPath } from './task-path';

function TaskRow({ task, number }: { task: TTrainingTask; number: number }) {
  const { t } = useTranslation();
  const gone = task.state === null;
  const path = gone ? null : taskPath(task.kind, task.refId);
  const title = gone ? (
    <span className="lectern-training-task__gone">{t('new-employee-training:task.gone')}</span>
  ) : (
    <TenantText>{task.title}</TenantText>
  );
  return (
    <li className={`lectern-training-task${task.overdue ? ' lectern-training-task--overdue' : ''}`}>
      <span className="lectern-training-task__number" aria-hidden="true">
        {number}
      </span>
      <div className="lectern-training-task__main">
        <span className="lectern-training-task__name">
          <Tag className="lectern-training-task__kind">
            {t(`new-employee-training:kind.${task.kind}`)}
          </Tag>
          {path ? <Link to={path}>{title}</Link> : title}
        </span>
        <span className="lectern-training-task__deadline">
          {task.withinDays === null || task.deadline === null
            ? t('new-employee-training:task.noDeadline')
            : t('new-employee-training:task.within', {
                count: task.withinDays,
                date: formatDate(task.deadline),
              })}
        </span>
      </div>
      <div className="lectern-training-task__state">
        {task.overdue && <Tag color="error">{t('new-employee-training:task.overdue')}</Tag>}
        {task.doneLate && <Tag color="warning">{t('new-employee-training:task.doneLate')}</Tag>}
        {task.state?.done ? (
          <span className="lectern-training-task__done">
            <CheckCircleFilled aria-hidden /> {t('new-employee-training:task.done')}
          </span>
        ) : (
          !gone && (
            <Progress
              className="lectern-training-task__progress"
              percent={task.state?.percent ?? 0}
              size="small"
              aria-label={t('new-employee-training:task.progress', { name: task.title })}
            />
          )
        )}
      </div>
    </li>
  );
}

/** A programme's tasks in order, with their deadlines and the learner's state on each. */
export function TrainingTaskList({ tasks }: { tasks: readonly TTrainingTask[] }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <EmptyList description={t('new-employee-training:task.none')} />;
  return (
    <ol className="lectern-training-tasks" aria-label={t('new-employee-training:detail.tasks')}>
      {tasks.map((task, index) => (
        <TaskRow key={task.taskId} task={task} number={index + 1} />
      ))}
    </ol>
  );
}
