import type { TMapProgress } from '@lectern/contracts/learning-maps/learning-maps';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** How far the learner got through a map or a stage: a bar, the tasks done, or "completed". */
export function MapProgress({ progress, label }: { progress: TMapProgress; label: string }) {
  const { t } = useTranslation();
  return (
    <div className="lectern-map-progress">
      <Progress
        percent={progress.percent}
        size="small"
        status={progress.completed ? 'success' : 'normal'}
        aria-label={label}
      />
      <span className="lectern-map-progress__count">
        {progress.completed ? (
          <Tag color="success">{t('learning-maps:progress.completed')}</Tag>
        ) : (
          t('learning-maps:progress.tasks', {
            done: progress.doneCount,
            total: progress.taskCount,
          })
        )}
      </span>
    </div>
  );
}
