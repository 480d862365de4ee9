import type { TPracticeRecord } from '@lectern/contracts/practice/practice-record';
import Pagination from 'antd/es/pagination';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime, formatDuration } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { usePracticeRecords } from '../api/get-practice-records';
import { PracticePaths } from '../practice.feature';

/** Spec §2 /exam/exercise-record: the learner's finished rounds, newest first. */
export function PracticeRecordsPage() {
  const { t } = useTranslation();
  const { query, pageNum, pageSize, update } = useListQuery();
  const taskId = query.get('taskId') ?? '';
  const { data: records, isFetching } = usePracticeRecords({
    pageNum,
    pageSize,
    ...(taskId ? { taskId } : {}),
  });
  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('practice:records.title')}</Typography.Title>
      <Link to={PracticePaths.TASK_LIST}>{t('practice:screen.backToList')}</Link>
      <Table<TPracticeRecord>
        rowKey="recordId"
        loading={isFetching}
        dataSource={records?.list ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'task',
            title: t('practice:records.task'),
            render: (_, record) => <TenantText>{record.taskName}</TenantText>,
          },
          {
            key: 'score',
            title: t('practice:records.score'),
            render: (_, record) =>
              t('practice:records.scoreOf', { score: record.score, total: record.questionCount }),
          },
          {
            key: 'correct',
            title: t('practice:records.correct'),
            render: (_, record) =>
              t('practice:records.correctOf', {
                correct: record.correctCount,
                total: record.questionCount,
                rate: record.correctRate,
              }),
          },
          {
            key: 'time',
            title: t('practice:card.timeSpent'),
            render: (_, record) => formatDuration(Math.round(record.timeSpentMs / 1000), t),
          },
          {
            key: 'finished',
            title: t('practice:records.finishedAt'),
            render: (_, record) => formatDateTime(record.finishedAt),
          },
        ]}
      />
      {records && records.total > 0 && (
        <Pagination
          align="end"
          {...pagination({
            pageNum,
            pageSize,
            total: records.total,
            onChange: (page, size) => update({ pageNum: page, pageSize: size }),
            t,
          })}
        />
      )}
    </div>
  );
}
