import {
  DailyRankingPeriod,
  ZDailyRankingPeriod,
  type TDailyRankingPeriod,
} from '@lectern/contracts/daily-practice/daily-practice';
import type { TDailyRankingRow } from '@lectern/contracts/daily-practice/get-daily-practice-rankings';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDuration } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useDailyPracticeRankings } from '../api/get-daily-practice-rankings';
import { DailyPracticePaths, dailyPath } from '../daily-practice.feature';
import '../components/daily-practice.css';

/** Spec §2 /exam/daily-exercise/rankings: by score, then time; the learner's own rank first. */
export function DailyPracticeRankingsPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const dailyId = query.get('dailyId') ?? '';
  const parsed = ZDailyRankingPeriod.safeParse(query.get('period'));
  const period: TDailyRankingPeriod = parsed.success ? parsed.data : DailyRankingPeriod.DAY;
  const rankings = useDailyPracticeRankings({ dailyId, period, pageNum, pageSize });
  const time = (row: TDailyRankingRow) => formatDuration(Math.round(row.timeSpentMs / 1000), t);
  const mine = rankings.data?.mine;
  return (
    <div className="lectern-page">
      <Link to={dailyId ? dailyPath(DailyPracticePaths.DETAIL, dailyId) : DailyPracticePaths.LIST}>
        {t('daily-practice:actions.detail')}
      </Link>
      <Typography.Title level={2}>{t('daily-practice:rankings.title')}</Typography.Title>
      <Segmented
        aria-label={t('daily-practice:rankings.periodLabel')}
        value={period}
        onChange={(value) => update({ period: value, pageNum: null })}
        options={Object.values(DailyRankingPeriod).map((value) => ({
          value,
          label: t(`daily-practice:rankings.period.${value}`),
        }))}
      />
      {rankings.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={errorMessage(errorCodeOf(rankings.error))}
        />
      ) : (
        <>
          <Card
            size="small"
            className="lectern-daily-mine"
            title={t('daily-practice:rankings.mine')}
          >
            {rankings.data &&
              (mine ? (
                <p style={{ margin: 0 }}>
                  {t('daily-practice:rankings.myRank', {
                    rank: mine.rank,
                    score: mine.score,
                    time: time(mine),
                  })}
                </p>
              ) : (
                <p style={{ margin: 0 }}>{t('daily-practice:rankings.notRanked')}</p>
              ))}
          </Card>
          <Table<TDailyRankingRow>
            rowKey="rank"
            loading={rankings.isFetching}
            dataSource={rankings.data?.list ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('daily-practice:rankings.empty') }}
            columns={[
              { key: 'rank', title: t('daily-practice:rankings.rank'), dataIndex: 'rank' },
              { key: 'name', title: t('daily-practice:rankings.name'), dataIndex: 'nickname' },
              { key: 'score', title: t('daily-practice:rankings.score'), dataIndex: 'score' },
              {
                key: 'time',
                title: t('daily-practice:rankings.time'),
                render: (_, row) => time(row),
              },
              { key: 'days', title: t('daily-practice:rankings.days'), dataIndex: 'days' },
            ]}
          />
          {rankings.data && rankings.data.total > 0 && (
            <Pagination
              align="end"
              style={{ marginTop: 12 }}
              {...pagination({
                pageNum,
                pageSize,
                total: rankings.data.total,
                onChange: (page, size) => update({ pageNum: page, pageSize: size }),
                t,
              })}
            />
          )}
        </>
      )}
    </div>
  );
}
