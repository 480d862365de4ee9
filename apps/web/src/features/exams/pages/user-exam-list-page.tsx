import type { TUserExamRecord } from '@lectern/contracts/exams/get-user-exam-list';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { formatDateTime } from '@/lib/format';
import { pagination, useListQuery } from '@/lib/paged-list';
import { useUserExamList } from '../api/get-user-exam-list';
import { SheetOutcome, SheetScore } from '../components/sheet-result';
import { TenantText } from '@/components/ui/tenant-text';
import { ExamPaths } from '../exams.feature';

/**
 * Spec §2 personal centre exam records (/personal/user-exam-list): every sheet the learner has
 * submitted, newest first, a page at a time, each leading to its answer detail.
 */
export function UserExamListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageNum, pageSize, update } = useListQuery();
  const { data: records, isFetching } = useUserExamList({ pageNum, pageSize });

  const columns: TStackedColumn<TUserExamRecord>[] = [
    {
      key: 'paperName',
      title: t('exams:records.columns.paper'),
      render: (_, record) => <TenantText>{record.paperName}</TenantText>,
    },
    {
      key: 'startTime',
      title: t('exams:columns.startTime'),
      render: (_, record) => formatDateTime(record.startTime),
    },
    {
      key: 'finishTime',
      title: t('exams:columns.endTime'),
      render: (_, record) => formatDateTime(record.finishTime),
    },
    {
      key: 'score',
      title: t('exams:columns.score'),
      render: (_, record) => (
        <SheetScore state={record.state} score={record.score} totalScore={record.totalScore} />
      ),
    },
    {
      key: 'result',
      title: t('exams:columns.result'),
      render: (_, record) => <SheetOutcome state={record.state} passed={record.passed} />,
    },
    {
      key: 'actions',
      title: t('exams:columns.actions'),
      render: (_, record) => (
        <Button
          type="link"
          aria-label={t('exams:records.viewRecord', {
            paperName: record.paperName,
            number: record.answerNo,
          })}
          onClick={() =>
            navigate(
              `${ExamPaths.EXAM_ANSWER}?answerSheetId=${encodeURIComponent(record.answerSheetId)}`,
            )
          }
        >
          {t('exams:viewDetails')}
        </Button>
      ),
    },
  ];

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('exams:records.title')}</Typography.Title>
      <Table<TUserExamRecord>
        rowKey="answerSheetId"
        className={STACKED_TABLE_CLASS}
        columns={stackedColumns(columns)}
        dataSource={records?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <EmptyList /> }}
        pagination={pagination({
          pageNum,
          pageSize,
          total: records?.total ?? 0,
          onChange: (page, size) => update({ pageNum: page, pageSize: size }),
          t,
        })}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
