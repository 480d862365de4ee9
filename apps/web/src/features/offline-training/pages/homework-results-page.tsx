import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { THomeworkResult } from '@lectern/contracts/offline-training/get-homework-results';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { TenantText } from '@/components/ui/tenant-text';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useHomeworkResults } from '../api/get-homework-results';
import { BackLink, HomeworkStatusTag, timeOrDash } from '../components/offline-parts';
import { gradeDetailPath, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

/** Spec §2 /homeworkresult: the learner's handed-in homework, graded or waiting, newest first. */
export function HomeworkResultsPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data, isFetching } = useHomeworkResults({ pageNum, pageSize });

  const columns: TStackedColumn<THomeworkResult>[] = [
    {
      key: 'title',
      title: t('offline-training:results.homework'),
      render: (_, row) => (
        <Link to={gradeDetailPath(row.submissionId)}>
          <TenantText>{row.title}</TenantText>
        </Link>
      ),
    },
    {
      key: 'class',
      title: t('offline-training:results.class'),
      render: (_, row) => <TenantText>{row.className}</TenantText>,
    },
    {
      key: 'submitTime',
      title: t('offline-training:homework.submitTime'),
      render: (_, row) => timeOrDash(row.submitTime),
    },
    {
      key: 'status',
      title: t('offline-training:results.status'),
      render: (_, row) => <HomeworkStatusTag status={row.status} />,
    },
    {
      key: 'score',
      title: t('offline-training:homework.score'),
      render: (_, row) =>
        row.score === null
          ? '—'
          : t('offline-training:homework.scoreOf', { score: row.score, full: row.fullScore }),
    },
  ];

  return (
    <main className="lectern-offline-screen">
      <BackLink to={OfflinePaths.CLASSES} label={t('offline-training:list.title')} />
      <Typography.Title level={2}>{t('offline-training:results.title')}</Typography.Title>
      <Table<THomeworkResult>
        rowKey="submissionId"
        className={STACKED_TABLE_CLASS}
        columns={stackedColumns(columns)}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <EmptyList description={t('offline-training:results.empty')} /> }}
        pagination={pagination({
          pageNum,
          pageSize,
          total: data?.total ?? 0,
          onChange: (page, size) => update({ pageNum: page, pageSize: size }),
          t,
        })}
      />
    </main>
  );
}
