import Alert from 'antd/es/alert';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/empty-list';
import { PageLoading } from '@/components/ui/page-loading';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useDailyPracticeList } from '../api/get-daily-practice-list';
import { DailyPracticeCard } from '../components/daily-practice-card';
import '../components/daily-practice.css';

/** Spec §2 /exam/daily-exercise: the tenant's daily practices, each with the learner's today. */
export function DailyPracticeListPage() {
  const { t } = useTranslation();
  const list = useDailyPracticeList();
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('daily-practice:list.title')}</Typography.Title>
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessage(errorCodeOf(list.error))} />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.list.length === 0 ? (
        <EmptyList description={t('daily-practice:list.empty')} />
      ) : (
        <ul className="lectern-daily-list">
          {list.data.list.map((daily) => (
            <DailyPracticeCard key={daily.dailyId} daily={daily} />
          ))}
        </ul>
      )}
    </div>
  );
}
