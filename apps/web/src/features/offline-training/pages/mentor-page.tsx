import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TTeamHomework } from '@lectern/contracts/offline-training/get-team-homework';
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
import { useTeamHomework } from '../api/get-team-homework';
import { BackLink, timeOrDash } from '../components/offline-parts';
import { gradeDetailPath, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

type TTab = 'toGrade' | 'graded';

/** Spec §2 /mentor: the mentees' handed-in homework to grade (oldest first), and what was graded. */
export function MentorPage() {
  const { t } = useTranslation();
  const { pageNum, pageSize, query, update } = useListQuery();
  const status: TTab = query.get('status') === 'graded' ? 'graded' : 'toGrade';
  const memberId = query.get('memberId') ?? undefined;
  const { data, isFetching } = useTeamHomework({
    pageNum,
    pageSize,
    status,
    ...(memberId && { memberId }),
  });

  const columns: TStackedColumn<TTeamHomework>[] = [
    {
      key: 'learner',
      title: t('offline-training:homework.learner'),
      render: (_, row) => row.memberName,
    },
    {
      key: 'title',
      title: t('offline-training:results.homework'),
      render: (_, row) => (
        <Link to={gradeDetailPath(row.submissionId, 'mentor')}>
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
      key: 'score',
      title: t('offline-training:homework.score'),
      render: (_, row) =>
        row.score === null ? (
          <Link to={gradeDetailPath(row.submissionId, 'mentor')}>
            {t('offline-training:mentor.grade')}
          </Link>
        ) : (
          t('offline-training:homework.scoreOf', { score: row.score, full: row.fullScore })
        ),
    },
  ];

  return (
    <main className="lectern-offline-screen">
      <BackLink to={OfflinePaths.TEAM} label={t('offline-training:team.title')} />
      <Typography.Title level={2}>{t('offline-training:mentor.title')}</Typography.Title>
      <Segmented<TTab>
        value={status}
        onChange={(value) => update({ status: value, pageNum: 1 })}
        options={[
          { value: 'toGrade', label: t('offline-training:mentor.toGrade') },
          { value: 'graded', label: t('offline-training:mentor.graded') },
        ]}
      />
      <Table<TTeamHomework>
        rowKey="submissionId"
        className={`${STACKED_TABLE_CLASS} lectern-offline-section`}
        columns={stackedColumns(columns)}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{
          emptyText: <EmptyList description={t(`offline-training:mentor.empty.${status}`)} />,
        }}
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
