import type {
  TDevelopmentPath,
  TDevelopmentRung,
} from '@lectern/contracts/learning-maps/get-development-map';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useDevelopmentMap } from '../api/get-development-map';
import { MapProgress } from '../components/map-progress';
import { LearningMapPaths, mapPath } from '../learning-maps.feature';
import '../components/learning-maps.css';

/** What the rung worked towards now asks: its map's progress and the way to it. */
function NextRung({ rung }: { rung: TDevelopmentRung }) {
  const { t } = useTranslation();
  const { map } = rung;
  return (
    <section className="lectern-devmap-next" aria-label={t('learning-maps:development.next')}>
      <h4>{t('learning-maps:development.nextRung', { name: rung.name })}</h4>
      {map ? (
        <>
          <p>
            {t('learning-maps:development.requires', {
              map: map.name,
              number: map.progress.taskCount - map.progress.doneCount,
            })}
          </p>
          <MapProgress
            progress={map.progress}
            label={t('learning-maps:card.progress', { name: map.name })}
          />
          <Link to={mapPath(map.mapId)}>
            <Button type="primary" tabIndex={-1}>
              {t('learning-maps:development.openMap')}
            </Button>
          </Link>
        </>
      ) : (
        <p>{t('learning-maps:development.notOpen')}</p>
      )}
    </section>
  );
}

function DevelopmentPathCard({ path }: { path: TDevelopmentPath }) {
  const { t } = useTranslation();
  const current = path.rungs.find((rung) => rung.current);
  return (
    <Card
      className="lectern-devmap-path"
      title={<TenantText>{path.name}</TenantText>}
      extra={
        <span className="lectern-devmap-path__count">
          {t('learning-maps:development.reached', {
            reached: path.reachedCount,
            total: path.rungs.length,
          })}
        </span>
      }
    >
      {path.description && (
        <p className="lectern-devmap-path__description">
          <TenantText>{path.description}</TenantText>
        </p>
      )}
      <div className="lectern-devmap-path__body">
        <Steps
          className="lectern-devmap-ladder"
          orientation="vertical"
          current={path.reachedCount}
          items={path.rungs.map((rung) => ({
            status: rung.reached ? 'finish' : rung.current ? 'process' : 'wait',
            title: (
              <span className="lectern-devmap-rung__title">
                <TenantText>{rung.name}</TenantText>
                {rung.reached && <Tag color="success">{t('learning-maps:development.done')}</Tag>}
                {rung.current && (
                  <Tag color="processing">{t('learning-maps:development.here')}</Tag>
                )}
              </span>
            ),
            content: (
              <div className="lectern-devmap-rung">
                {rung.description && (
                  <p>
                    <TenantText>{rung.description}</TenantText>
                  </p>
                )}
                {rung.map ? (
                  <Link to={mapPath(rung.map.mapId)}>
                    <TenantText>{rung.map.name}</TenantText>
                  </Link>
                ) : (
                  <span>{t('learning-maps:development.notOpen')}</span>
                )}
              </div>
            ),
          }))}
        />
        {current ? (
          <NextRung rung={current} />
        ) : (
          <p className="lectern-devmap-next lectern-devmap-next--top" role="status">
            {t('learning-maps:development.top')}
          </p>
        )}
      </div>
    </Card>
  );
}

/**
 * Spec §2 /devlop-map: the tenant's development paths (position ladders whose rungs are learning
 * maps), where the learner stands on each and what the next rung requires.
 */
export function DevelopmentMapPage() {
  const { t } = useTranslation();
  const paths = useDevelopmentMap();
  return (
    <div className="lectern-page">
      <div className="lectern-maps-heading">
        <Typography.Title level={2}>{t('learning-maps:development.title')}</Typography.Title>
        <Link to={LearningMapPaths.MAPS}>{t('learning-maps:development.allMaps')}</Link>
      </div>
      {paths.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(paths.error))} />
      ) : !paths.data ? (
        <Spin />
      ) : paths.data.length === 0 ? (
        <EmptyList />
      ) : (
        <div className="lectern-devmap">
          {paths.data.map((path) => (
            <DevelopmentPathCard key={path.pathId} path={path} />
          ))}
        </div>
      )}
    </div>
  );
}
