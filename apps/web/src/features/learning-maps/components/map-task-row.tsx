import type { TMapTask } from '@lectern/contracts/learning-maps/learning-maps';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { taskPath } from './task-paths';

/**
 * One task of a stage: its kind, title and where the learner stands, with a link to do it while
 * its stage is open (`linked`); a task whose feature is not there shows as unavailable.
 */
export function MapTaskRow({ task, linked }: { task: TMapTask; linked: boolean }) {
  const { t } = useTranslation();
  const title = task.available ? task.title : t('learning-maps:task.unavailableTitle');
  return (
    <li className="lectern-map-task">
      <Tag className="lectern-map-task__kind">{t(`learning-maps:kind.${task.kind}`)}</Tag>
      <span className="lectern-map-task__title">
        <TenantText>{title}</TenantText>
      </span>
      <span className="lectern-map-task__state">
        {!task.available ? (
          <Tag>{t('learning-maps:task.unavailable')}</Tag>
        ) : task.done ? (
          <Tag color="success">
            {task.score === null
              ? t('learning-maps:task.done')
              : t('learning-maps:task.doneWithScore', { score: task.score })}
          </Tag>
        ) : task.percent > 0 ? (
          <Progress
            className="lectern-map-task__bar"
            percent={task.percent}
            size="small"
            aria-label={t('learning-maps:task.progress', { title })}
          />
        ) : task.score !== null ? (
          <Tag color="warning">{t('learning-maps:task.notPassed', { score: task.score })}</Tag>
        ) : (
          <span className="lectern-map-task__todo">{t('learning-maps:task.notStarted')}</span>
        )}
      </span>
      {linked && task.available && (
        <Link to={taskPath(task.kind, task.refId)} className="lectern-map-task__action">
          <Button size="small" type={task.done ? 'default' : 'primary'} tabIndex={-1}>
            {task.done ? t('learning-maps:action.review') : t(`learning-maps:action.${task.kind}`)}
          </Button>
        </Link>
      )}
    </li>
  );
}
