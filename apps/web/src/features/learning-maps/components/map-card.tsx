import type { TMapSummary } from '@lectern/contracts/learning-maps/learning-maps';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { MapProgress } from './map-progress';

/** A map in a list: its name, classification, stages and credit, and the learner's progress. */
export function MapCard({ map, to }: { map: TMapSummary; to: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="lectern-map-card">
      <article aria-labelledby={titleId}>
        {map.coverUrl ? (
          <img className="lectern-map-card__cover" src={map.coverUrl} alt="" />
        ) : (
          <div className="lectern-map-card__cover lectern-map-card__cover--blank" aria-hidden>
            <span>{map.name.slice(0, 1)}</span>
          </div>
        )}
        <div className="lectern-map-card__body">
          <h3 id={titleId} className="lectern-map-card__title">
            <Link to={to}>
              <TenantText>{map.name}</TenantText>
            </Link>
          </h3>
          <p className="lectern-map-card__meta">
            {map.classifyName && (
              <>
                <TenantText>{map.classifyName}</TenantText> ·{' '}
              </>
            )}
            {t('learning-maps:card.stages', { number: map.stageCount })}
            {map.credit > 0 && <> · {t('learning-maps:card.credit', { number: map.credit })}</>}
          </p>
          <MapProgress
            progress={map.progress}
            label={t('learning-maps:card.progress', { name: map.name })}
          />
        </div>
      </article>
    </li>
  );
}
