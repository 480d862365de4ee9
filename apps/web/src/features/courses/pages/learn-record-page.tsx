import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TLearnRecord } from '@lectern/contracts/courses/get-learn-record';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { TenantText } from '@/components/ui/tenant-text';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useLearnRecord } from '../api/get-learn-record';
import { coursePath } from '../courses.feature';
import '../components/courses.css';

/**
 * Spec §2 /personal/learn-record: the learner's total learning time and, per course started,
 * the current run's time (minutes), last learn time, progress, times learned and completion.
 */
export function LearnRecordPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: records, isFetching } = useLearnRecord({ pageNum, pageSize });

  const columns: TStackedColumn<TLearnRecord>[] = [
    {
      key: 'course',
      title: t('courses:record.columns.course'),
      width: '28%',
      render: (_, record) => (
        <Link to={coursePath(record.courseId)}>
          <TenantText>{record.courseName}</TenantText>
        </Link>
      ),
    },
    {
      key: 'run',
      title: t('courses:record.columns.run'),
      render: (_, record) => t('courses:record.runNo', { number: record.runNo }),
    },
    {
      key: 'minutes',
      title: t('courses:record.columns.learnTime'),
      render: (_, record) => t('courses:minutes', { number: record.learnMinutes }),
    },
    {
      key: 'lastLearnTime',
      title: t('courses:record.columns.lastLearnTime'),
      render: (_, record) =>
        record.lastLearnAt === null ? t('courses:run.never') : formatDateTime(record.lastLearnAt),
    },
    {
      key: 'progress',
      title: t('courses:record.columns.progress'),
      render: (_, record) => (
        <Progress
          className="lectern-learn-record__progress"
          percent={Math.floor(record.progress)}
          size="small"
          aria-label={t('courses:catalogue.progress', { name: record.courseName })}
        />
      ),
    },
    {
      key: 'timesLearned',
      title: t('courses:record.columns.timesLearned'),
      render: (_, record) => record.timesLearned,
    },
    {
      key: 'finished',
      title: t('courses:record.columns.finished'),
      render: (_, record) =>
        record.finished ? (
          <Tag color="success">{t('courses:progress.finished')}</Tag>
        ) : (
          <Tag color="processing">{t('courses:progress.learning')}</Tag>
        ),
    },
  ];

  return (
    <div className="lectern-page lectern-learn-record">
      <Typography.Title level={2}>{t('courses:record.title')}</Typography.Title>
      <Card size="small" className="lectern-learn-record__total">
        <Statistic
          title={t('courses:record.totalTime')}
          value={records?.totalMinutes ?? 0}
          suffix={t('courses:record.minutesUnit')}
          loading={!records}
        />
      </Card>
      <Table<TLearnRecord>
        rowKey="courseId"
        className={STACKED_TABLE_CLASS}
        columns={stackedColumns(columns)}
        dataSource={records?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <EmptyList description={t('courses:record.empty')} /> }}
        pagination={pagination({
          pageNum,
          pageSize,
          total: records?.total ?? 0,
          onChange: (page, size) => update({ pageNum: page, pageSize: size }),
          t,
        })}
      />
    </div>
  );
}
