import type { TMapDetail } from '@lectern/contracts/learning-maps/learning-maps';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { RichText } from '@/components/ui/rich-text';
import { TenantText } from '@/components/ui/tenant-text';
import { MapProgress } from './map-progress';

/** A map's head: its name, classification, credit, introduction and the overall progress. */
export function MapOverview({ map }: { map: TMapDetail }) {
  const { t } = useTranslation();
  return (
    <Card className="lectern-map-overview">
      <Typography.Title level={2} className="lectern-map-overview__title">
        <TenantText>{map.name}</TenantText>
      </Typography.Title>
      <p className="lectern-map-overview__meta">
        {map.classifyName && (
          <Tag>
            <TenantText>{map.classifyName}</TenantText>
          </Tag>
        )}
        {t('learning-maps:card.stages', { number: map.stageCount })}
        {map.credit > 0 && <> · {t('learning-maps:card.credit', { number: map.credit })}</>}
      </p>
      {map.introduction && (
        <RichText className="lectern-map-overview__introduction" html={map.introduction} />
      )}
      <div className="lectern-map-overview__progress">
        <span>{t('learning-maps:detail.overall')}</span>
        <MapProgress progress={map.progress} label={t('learning-maps:detail.overall')} />
      </div>
      {map.progress.completed && map.credit > 0 && (
        <p className="lectern-map-overview__earned" role="status">
          {t('learning-maps:detail.earned', { number: map.credit })}
        </p>
      )}
    </Card>
  );
}
