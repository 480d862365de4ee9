import type { TCreditHistoryEntry } from '@lectern/contracts/credits/credits';
import Card from 'antd/es/card';
import Pagination from 'antd/es/pagination';
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
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useCreditHistory } from '../api/get-credit-history';
import { CreditAmount } from '../components/credit-amount';
import { CreditPaths } from '../credits.feature';
import '../components/credits.css';

type TCreditRow = TCreditHistoryEntry & { key: string };

const columnsOf = (t: TFunction): TStackedColumn<TCreditRow>[] => [
  {
    key: 'createTime',
    dataIndex: 'createTime',
    title: t('credits:history.columns.time'),
    render: (time: number) => formatDateTime(time),
  },
  {
    key: 'bizType',
    dataIndex: 'bizType',
    title: t('credits:history.columns.type'),
    render: (bizType: number) => t(`credits:bizType.${bizType}`),
  },
  {
    key: 'bizName',
    dataIndex: 'bizName',
    title: t('credits:history.columns.name'),
    render: (bizName: string) => <TenantText>{bizName}</TenantText>,
  },
  {
    key: 'amount',
    dataIndex: 'amount',
    title: t('credits:history.columns.amount'),
    align: 'right',
    render: (amount: number) => <CreditAmount amount={amount} />,
  },
];

/** Spec §2 /personal/credit: the learner's total credit and history (spec §3), newest first. */
export function CreditPage() {
  const { t } = useTranslation();
  const tableRef = useScrollableTable<HTMLDivElement>(t('credits:history.title'));
  const { pageNum, pageSize, update } = useListQuery();
  const { data: history, isFetching } = useCreditHistory({ pageNum, pageSize });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('credits:title')}</Typography.Title>
      <Card className="lectern-credits__summary">
        <div className="lectern-credits__total">
          <span className="lectern-credits__total-label">{t('credits:total')}</span>
          <span className="lectern-credits__total-value" aria-live="polite">
            {history?.totalCredit ?? '–'}
          </span>
        </div>
        <Link to={CreditPaths.RANKINGS}>{t('credits:rankings.open')}</Link>
      </Card>
      <Card className="lectern-credits__history" title={t('credits:history.title')}>
        <div ref={tableRef}>
          <Table<TCreditRow>
            className={STACKED_TABLE_CLASS}
            columns={stackedColumns(columnsOf(t))}
            dataSource={(history?.list ?? []).map((entry, index) => ({
              ...entry,
              key: `${pageNum}-${index}`,
            }))}
            loading={isFetching}
            pagination={false}
            locale={{ emptyText: <EmptyList description={t('credits:history.empty')} /> }}
          />
        </div>
        {history && history.total > 0 && (
          <Pagination
            align="end"
            className="lectern-credits__pagination"
            {...pagination({
              pageNum,
              pageSize,
              total: history.total,
              onChange: (page, size) => update({ pageNum: page, pageSize: size }),
              t,
            })}
          />
        )}
      </Card>
    </div>
  );
}
