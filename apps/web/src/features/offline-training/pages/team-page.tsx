import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TTeamMember } from '@lectern/contracts/offline-training/get-team-members';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyList } from '@/components/ui/empty-list';
import {
  STACKED_TABLE_CLASS,
  stackedColumns,
  type TStackedColumn,
} from '@/components/ui/stacked-table';
import { useTeamMembers } from '../api/get-team-members';
import { LinkedPaths, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

/**
 * Spec §2 /personal/team: the mentor's mentees, each with their class progress, attendance and
 * homework, a way to grade what waits and to their map progress.
 */
export function TeamPage() {
  const { t } = useTranslation();
  const { data, isFetching } = useTeamMembers();
  const toGrade = (data?.list ?? []).reduce((sum, member) => sum + member.toGradeCount, 0);

  const columns: TStackedColumn<TTeamMember>[] = [
    {
      key: 'member',
      title: t('offline-training:team.member'),
      render: (_, member) => (
        <span>
          <Avatar size="small" src={member.avatar ?? undefined}>
            {member.nickName.slice(0, 1)}
          </Avatar>{' '}
          {member.nickName} ({member.userCode})
        </span>
      ),
    },
    {
      key: 'progress',
      title: t('offline-training:team.progress'),
      render: (_, member) => (
        <>
          <Progress
            percent={member.progress}
            size="small"
            aria-label={t('offline-training:class.progress', { name: member.nickName })}
          />
          {t('offline-training:team.classes', {
            completed: member.completedClassCount,
            total: member.classCount,
          })}
        </>
      ),
    },
    {
      key: 'attendance',
      title: t('offline-training:team.attendance'),
      render: (_, member) => `${member.attendedCount} / ${member.sessionCount}`,
    },
    {
      key: 'homework',
      title: t('offline-training:team.homework'),
      render: (_, member) =>
        t('offline-training:team.homeworkCounts', {
          submitted: member.submittedCount,
          total: member.homeworkCount,
          toGrade: member.toGradeCount,
        }),
    },
    {
      key: 'actions',
      title: t('offline-training:team.actions'),
      render: (_, member) => (
        <span>
          <Link to={`${OfflinePaths.MENTOR}?memberId=${encodeURIComponent(member.memberId)}`}>
            {t('offline-training:team.gradeHomework')}
          </Link>
          {' · '}
          <Link to={`${LinkedPaths.MAP_EMPLOYEE}?memberId=${encodeURIComponent(member.memberId)}`}>
            {t('offline-training:team.mapProgress')}
          </Link>
        </span>
      ),
    },
  ];

  return (
    <div className="lectern-page">
      <Typography.Title level={2}>{t('offline-training:team.title')}</Typography.Title>
      <p>
        <Link to={OfflinePaths.MENTOR}>
          <Button type="primary">{t('offline-training:team.toGrade', { count: toGrade })}</Button>
        </Link>
      </p>
      <Table<TTeamMember>
        rowKey="memberId"
        className={STACKED_TABLE_CLASS}
        columns={stackedColumns(columns)}
        dataSource={data?.list ?? []}
        loading={isFetching}
        pagination={false}
        locale={{ emptyText: <EmptyList description={t('offline-training:team.empty')} /> }}
      />
    </div>
  );
}
