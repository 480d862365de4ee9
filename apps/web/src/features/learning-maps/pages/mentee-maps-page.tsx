import type { TMapSummary } from '@lectern/contracts/learning-maps/learning-maps';
import Alert from 'antd/es/alert';
import Avatar from 'antd/es/avatar';
import Card from 'antd/es/card';
import Collapse from 'antd/es/collapse';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useMapMentees } from '../api/get-map-mentees';
import { useMenteeMapDetail } from '../api/get-mentee-map-detail';
import { useMenteeMaps } from '../api/get-mentee-maps';
import { MapProgress } from '../components/map-progress';
import { MapStages } from '../components/map-stages';
import { LearningMapPaths, menteePath } from '../learning-maps.feature';
import '../components/learning-maps.css';

/** The mentor's mentees, each with how far they got through their maps. */
function MenteeList() {
  const { t } = useTranslation();
  const mentees = useMapMentees(true);
  if (mentees.isError) {
    return <Alert type="error" showIcon title={errorMessage(errorCodeOf(mentees.error))} />;
  }
  if (!mentees.data) return <Spin />;
  if (mentees.data.length === 0) {
    return <EmptyList description={t('learning-maps:mentee.none')} />;
  }
  return (
    <ul className="lectern-mentee-grid">
      {mentees.data.map((mentee) => (
        <li key={mentee.memberId}>
          <Card size="small" className="lectern-mentee-card">
            <Avatar src={mentee.avatar ?? undefined}>{mentee.nickName.slice(0, 1)}</Avatar>
            <div className="lectern-mentee-card__body">
              <Link to={menteePath(mentee.memberId)} className="lectern-mentee-card__name">
                {mentee.nickName}
              </Link>
              <span className="lectern-mentee-card__code">{mentee.userCode}</span>
              <span>
                {t('learning-maps:mentee.maps', {
                  completed: mentee.completedCount,
                  total: mentee.mapCount,
                })}
              </span>
              <Progress
                percent={mentee.percent}
                size="small"
                aria-label={t('learning-maps:mentee.progress', { name: mentee.nickName })}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** One of the mentee's maps, read when opened. */
function MenteeMap({ memberId, map, open }: { memberId: string; map: TMapSummary; open: boolean }) {
  const detail = useMenteeMapDetail(memberId, map.mapId, open);
  if (detail.isError) {
    return <Alert type="error" showIcon title={errorMessage(errorCodeOf(detail.error))} />;
  }
  if (!detail.data) return <Spin />;
  return <MapStages stages={detail.data.stages} linked={false} />;
}

/** A mentee's maps and progress; a map opens to its stages and tasks. */
function MenteeMaps({ memberId, openMapId }: { memberId: string; openMapId: string }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const maps = useMenteeMaps(memberId);
  if (maps.isError) {
    return <Alert type="error" showIcon title={errorMessage(errorCodeOf(maps.error))} />;
  }
  if (!maps.data) return <Spin />;
  const { mentee } = maps.data;
  return (
    <>
      <Card size="small" className="lectern-mentee-head">
        <Avatar size="large" src={mentee.avatar ?? undefined}>
          {mentee.nickName.slice(0, 1)}
        </Avatar>
        <div>
          <Typography.Title level={3}>{mentee.nickName}</Typography.Title>
          <span className="lectern-mentee-card__code">{mentee.userCode}</span>
        </div>
      </Card>
      {maps.data.maps.length === 0 ? (
        <EmptyList description={t('learning-maps:mentee.noMaps')} />
      ) : (
        <Collapse
          className="lectern-mentee-maps"
          activeKey={openMapId ? [openMapId] : []}
          onChange={(keys) => {
            const opened = (Array.isArray(keys) ? keys : [keys]).find((key) => key !== openMapId);
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (opened) next.set('mapId', String(opened));
                else next.delete('mapId');
                return next;
              },
              { replace: true },
            );
          }}
          items={maps.data.maps.map((map) => ({
            key: map.mapId,
            label: (
              <div className="lectern-mentee-map__label">
                <TenantText>{map.name}</TenantText>
                <MapProgress
                  progress={map.progress}
                  label={t('learning-maps:card.progress', { name: map.name })}
                />
              </div>
            ),
            children: <MenteeMap memberId={memberId} map={map} open={openMapId === map.mapId} />,
          }))}
        />
      )}
    </>
  );
}

/**
 * Spec §2 /personal/map-emp-detail: a mentor's view of one mentee's maps and progress
 * (`?memberId=`, reached from /personal/team); without a member, the mentor's mentees.
 */
export function MenteeMapsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const memberId = params.get('memberId') ?? '';
  return (
    <div className="lectern-page">
      <div className="lectern-maps-heading">
        <Typography.Title level={2}>{t('learning-maps:mentee.title')}</Typography.Title>
        {memberId !== '' && (
          <Link to={LearningMapPaths.MENTEE}>{t('learning-maps:mentee.all')}</Link>
        )}
      </div>
      {memberId === '' ? (
        <MenteeList />
      ) : (
        <MenteeMaps memberId={memberId} openMapId={params.get('mapId') ?? ''} />
      )}
    </div>
  );
}
