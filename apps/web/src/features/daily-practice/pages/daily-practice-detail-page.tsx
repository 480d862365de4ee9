import type { TDailyHistoryDay } from '@lectern/contracts/daily-practice/daily-practice';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDuration } from '@/lib/format';
import { useDailyPracticeDetail } from '../api/get-daily-practice-detail';
import { TodayAction, TodayTag } from '../components/daily-practice-card';
import { DailyRules } from '../components/daily-rules';
import { DailyPracticePaths, dailyPath } from '../daily-practice.feature';
import '../components/daily-practice.css';

/** Spec §2 /exam/daily-exercise/detail: the rules, the learner's streak and days. */
export function DailyPracticeDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const dailyId = query.get('dailyId') ?? '';
  const detail = useDailyPracticeDetail(dailyId);
  const back = <Link to={DailyPracticePaths.LIST}>{t('daily-practice:actions.back')}</Link>;

  if (!dailyId || detail.isError) {
    return (
      <div className="lectern-page">
        {back}
        <Alert
          type="error"
          showIcon
          title={
            dailyId ? errorMessage(errorCodeOf(detail.error)) : t('daily-practice:finish.noDaily')
          }
        />
      </div>
    );
  }
  if (!detail.data) return <PageLoading />;
  const daily = detail.data;
  return (
    <div className="lectern-page">
      {back}
      <div className="lectern-daily-card__head">
        <Typography.Title level={2}>
          <TenantText>{daily.name}</TenantText>
        </Typography.Title>
        <TodayTag daily={daily} />
      </div>
      <section aria-labelledby="lectern-daily-rules">
        <Typography.Title level={4} id="lectern-daily-rules">
          {t('daily-practice:detail.rules')}
        </Typography.Title>
        {daily.description && (
          <p className="lectern-daily-card__description">
            <TenantText>{daily.description}</TenantText>
          </p>
        )}
        <DailyRules daily={daily} />
      </section>
      <div className="lectern-daily-figures">
        <Statistic title={t('daily-practice:rules.streak')} value={daily.streak} />
        <Statistic title={t('daily-practice:rules.finishedDays')} value={daily.finishedDays} />
      </div>
      <div className="lectern-daily-actions">
        <TodayAction daily={daily} />
        <Button onClick={() => void navigate(dailyPath(DailyPracticePaths.RANKINGS, dailyId))}>
          {t('daily-practice:actions.rankings')}
        </Button>
      </div>
      <section aria-labelledby="lectern-daily-history">
        <Typography.Title level={4} id="lectern-daily-history" style={{ marginTop: 24 }}>
          {t('daily-practice:detail.history')}
        </Typography.Title>
        <Table<TDailyHistoryDay>
          rowKey="day"
          dataSource={daily.history}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('daily-practice:detail.noHistory') }}
          columns={[
            { key: 'day', title: t('daily-practice:detail.day'), dataIndex: 'day' },
            {
              key: 'state',
              title: t('daily-practice:detail.state'),
              render: (_, day) => t(`daily-practice:dayState.${day.state}`),
            },
            {
              key: 'score',
              title: t('daily-practice:detail.score'),
              render: (_, day) =>
                day.state === 'finished'
                  ? t('daily-practice:detail.scoreOf', {
                      score: day.score,
                      total: day.questionCount,
                    })
                  : '-',
            },
            {
              key: 'time',
              title: t('daily-practice:detail.time'),
              render: (_, day) =>
                day.state === 'finished'
                  ? formatDuration(Math.round(day.timeSpentMs / 1000), t)
                  : '-',
            },
            {
              key: 'credits',
              title: t('daily-practice:detail.credits'),
              render: (_, day) => (day.state === 'finished' ? day.credits : '-'),
            },
          ]}
        />
      </section>
    </div>
  );
}
