import type { TCreditRankingRow } from '@lectern/contracts/credits/credits';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import { useScrollableTable } from '@/components/ui/scrollable-table';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { useCreditRankings } from '../api/get-credit-rankings';
import { CreditPaths } from '../credits.feature';
import '../components/credits.css';

type TRankingRow = TCreditRankingRow & { key: string };

const columnsOf = (t: TFunction): TStackedColumn<TRankingRow>[] => [
  { key: 'rank', dataIndex: 'rank', title: t('credits:rankings.columns.rank'), width: 80 },
  { key: 'nickname', dataIndex: 'nickname', title: t('credits:rankings.columns.name') },
  { key: 'userCode', dataIndex: 'userCode', title: t('credits:rankings.columns.account') },
  { key: 'dept', dataIndex: 'dept', title: t('credits:rankings.columns.organisation') },
  { key: 'total', dataIndex: 'total', title: t('credits:rankings.columns.total') },
];

/** The learner's own place above the table. */
function MyPlace({ mine }: { mine: TCreditRankingRow }) {
  const { t } = useTranslation();
  const title = t('credits:rankings.mine');
  return (
    <Card
      size="small"
      title={title}
      className="lectern-credits__mine"
      role="region"
      aria-label={title}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 3 }}
        items={[
          {
            key: 'rank',
            label: t('credits:rankings.columns.rank'),
            children: t('credits:rankings.rankValue', { rank: mine.rank }),
          },
          { key: 'name', label: t('credits:rankings.columns.name'), children: mine.nickname },
          { key: 'total', label: t('credits:rankings.columns.total'), children: mine.total },
        ]}
      />
    </Card>
  );
}

/**
 * Spec §2 /personal/credit/rankings: the tenant's learners by total credit (equal totals share a
 * rank), the first CREDIT_RANKING_SIZE of them, and the learner's own place.
 */
export function CreditRankingsPage() {
  const { t } = useTranslation();
  const tableRef = useScrollableTable<HTMLDivElement>(t('credits:rankings.title'));
  const { data: rankings, isFetching } = useCreditRankings();
  const mine = rankings?.mine;
  return (
    <div className="lectern-page">
      <Link to={CreditPaths.CREDIT}>{t('credits:rankings.back')}</Link>
      <Typography.Title level={2}>{t('credits:rankings.title')}</Typography.Title>
      {mine && <MyPlace mine={mine} />}
      <div ref={tableRef}>
        <Table<TRankingRow>
          className={STACKED_TABLE_CLASS}
          columns={stackedColumns(columnsOf(t))}
          dataSource={(rankings?.list ?? []).map((row) => ({ ...row, key: row.userCode }))}
          loading={isFetching}
          pagination={false}
          locale={{ emptyText: <EmptyList description={t('credits:rankings.empty')} /> }}
          rowClassName={(row) =>
            row.userCode === mine?.userCode ? 'lectern-credits__row--mine' : ''
          }
          onRow={(row) => (row.userCode === mine?.userCode ? { 'aria-current': 'true' } : {})}
        />
      </div>
    </div>
  );
}
