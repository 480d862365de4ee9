import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { TenantText } from '@/components/ui/tenant-text';
import { useOfflineClassList } from '../api/get-offline-class-list';
import { timeOrDash } from '../components/offline-parts';
import { classPath, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

/** Spec §2 /offlinetrain/list: the classes the learner attends or trains, with their progress. */
export function ClassListPage() {
  const { t } = useTranslation();
  const { data, isPending } = useOfflineClassList();

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('offline-training:list.title')}</Typography.Title>
      <p>
        <Link to={OfflinePaths.RESULTS}>{t('offline-training:list.results')}</Link>
      </p>
      {isPending ? (
        <Spin />
      ) : !data || data.list.length === 0 ? (
        <EmptyList description={t('offline-training:list.empty')} />
      ) : (
        <div className="lectern-offline-cards">
          {data.list.map((offlineClass) => (
            <Card
              key={offlineClass.classId}
              title={
                <Link to={classPath(offlineClass.classId)}>
                  <TenantText>{offlineClass.name}</TenantText>
                </Link>
              }
              extra={
                offlineClass.completedAt !== null ? (
                  <Tag color="success">{t('offline-training:progress.completed')}</Tag>
                ) : offlineClass.isTrainer ? (
                  <Tag color="blue">{t('offline-training:progress.trainer')}</Tag>
                ) : (
                  <Tag color="processing">{t('offline-training:progress.learning')}</Tag>
                )
              }
            >
              <div className="lectern-offline-card__meta">
                <span>
                  {t('offline-training:class.time')}: {timeOrDash(offlineClass.startTime)}
                </span>
                <span>
                  {t('offline-training:class.location')}:{' '}
                  <TenantText>{offlineClass.location || '—'}</TenantText>
                </span>
                <span>
                  {t('offline-training:class.trainer')}:{' '}
                  <TenantText>{offlineClass.trainerName ?? '—'}</TenantText>
                </span>
                {offlineClass.isLearner && (
                  <>
                    <span>
                      {t('offline-training:class.attendance', {
                        attended: offlineClass.attendedCount,
                        total: offlineClass.sessionCount,
                      })}
                    </span>
                    <Progress
                      percent={offlineClass.progress}
                      size="small"
                      aria-label={t('offline-training:class.progress', { name: offlineClass.name })}
                    />
                  </>
                )}
              </div>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
