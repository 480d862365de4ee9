import type { TMapStage } from '@lectern/contracts/learning-maps/learning-maps';
import CheckCircleFilled from '@ant-design/icons/es/icons/CheckCircleFilled';
import LockFilled from '@ant-design/icons/es/icons/LockFilled';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantText } from '@/components/ui/tenant-text';
import { MapProgress } from './map-progress';
import { MapTaskRow } from './map-task-row';
import { StageLocks } from './stage-locks';

function MapStage({ stage, index, linked }: { stage: TMapStage; index: number; linked: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const state = stage.progress.completed ? 'completed' : stage.unlocked ? 'open' : 'locked';
  return (
    <li className={`lectern-map-stage lectern-map-stage--${state}`} aria-labelledby={titleId}>
      <div className="lectern-map-stage__marker" aria-hidden>
        {state === 'completed' ? (
          <CheckCircleFilled />
        ) : state === 'locked' ? (
          <LockFilled />
        ) : (
          index + 1
        )}
      </div>
      <section className="lectern-map-stage__body">
        <header className="lectern-map-stage__head">
          <h3 id={titleId} className="lectern-map-stage__title">
            {t('learning-maps:stage.number', { number: index + 1 })}{' '}
            <TenantText>{stage.name}</TenantText>
          </h3>
          <span className={`lectern-map-stage__state lectern-map-stage__state--${state}`}>
            {t(`learning-maps:stage.${state}`)}
          </span>
        </header>
        {stage.description && (
          <p className="lectern-map-stage__description">
            <TenantText>{stage.description}</TenantText>
          </p>
        )}
        <MapProgress
          progress={stage.progress}
          label={t('learning-maps:stage.progress', { name: stage.name })}
        />
        {!stage.unlocked && <StageLocks locks={stage.locks} />}
        <ul className="lectern-map-tasks">
          {stage.tasks.map((task) => (
            <MapTaskRow key={task.taskId} task={task} linked={linked && stage.unlocked} />
          ))}
        </ul>
      </section>
    </li>
  );
}

/**
 * A map's stages in order, as a path from the first to the last: each with its tasks, its
 * progress and, when locked, why. `linked`: the learner's own map, whose open tasks link to where
 * they are done (a mentor reads a mentee's without links).
 */
export function MapStages({ stages, linked }: { stages: readonly TMapStage[]; linked: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="lectern-map-stages" aria-label={t('learning-maps:detail.stages')}>
      {stages.map((stage, index) => (
        <MapStage key={stage.stageId} stage={stage} index={index} linked={linked} />
      ))}
    </ol>
  );
}
