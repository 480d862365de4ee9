import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import List from 'antd/es/list';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TOfflineClassDetail } from '@lectern/contracts/offline-training/get-offline-class-detail';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { useListQuery } from '@/lib/paged-list';
import { useOfflineClassDetail } from '../api/get-offline-class-detail';
import {
  BackLink,
  HomeworkStatusTag,
  Refusal,
  timeOrDash,
  timeRange,
} from '../components/offline-parts';
import { homeworkPath, LinkedPaths, OfflinePaths, sessionPath } from '../offline-training.feature';
import '../offline-training.css';

function ClassBody({ offlineClass }: { offlineClass: TOfflineClassDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={2}>
        <TenantText>{offlineClass.name}</TenantText>
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          {
            key: 'time',
            label: t('offline-training:class.time'),
            children:
              offlineClass.startTime === null || offlineClass.endTime === null
                ? '—'
                : timeRange(offlineClass.startTime, offlineClass.endTime),
          },
          {
            key: 'location',
            label: t('offline-training:class.location'),
            children: <TenantText>{offlineClass.location || '—'}</TenantText>,
          },
          {
            key: 'trainer',
            label: t('offline-training:class.trainer'),
            children: <TenantText>{offlineClass.trainerName ?? '—'}</TenantText>,
          },
          {
            key: 'credit',
            label: t('offline-training:class.credit'),
            children: offlineClass.credit,
          },
        ]}
      />
      {offlineClass.introduction && (
        <Typography.Paragraph className="lectern-offline-section lectern-offline-text">
          <TenantText>{offlineClass.introduction}</TenantText>
        </Typography.Paragraph>
      )}
      {offlineClass.isLearner && (
        <Card
          size="small"
          className="lectern-offline-section"
          title={t('offline-training:class.myProgress')}
        >
          <Progress
            percent={offlineClass.progress}
            aria-label={t('offline-training:class.progress', { name: offlineClass.name })}
          />
          <p>
            {t('offline-training:class.attendance', {
              attended: offlineClass.attendedCount,
              total: offlineClass.sessionCount,
            })}
            {' · '}
            {t('offline-training:class.homeworkPassed', {
              passed: offlineClass.passedHomeworkCount,
              total: offlineClass.homeworkCount,
            })}
          </p>
          {offlineClass.completedAt !== null && (
            <Tag color="success">
              {t('offline-training:class.completedAt', {
                time: timeOrDash(offlineClass.completedAt),
              })}
            </Tag>
          )}
          <p>{t('offline-training:class.rule')}</p>
        </Card>
      )}

      <Typography.Title level={3} className="lectern-offline-section">
        {t('offline-training:class.sessions')}
      </Typography.Title>
      <List
        bordered
        dataSource={offlineClass.sessions}
        locale={{ emptyText: t('offline-training:class.noSessions') }}
        renderItem={(session) => (
          <List.Item
            actions={[
              <Link key="open" to={sessionPath(session.sessionId)}>
                {t('offline-training:class.openSession')}
              </Link>,
            ]}
          >
            <List.Item.Meta
              title={<TenantText>{session.name}</TenantText>}
              description={
                <>
                  <div>{timeRange(session.startTime, session.endTime)}</div>
                  {offlineClass.isLearner && (
                    <div>
                      {t('offline-training:session.realSignInTime')}:{' '}
                      {timeOrDash(session.realSignInTime)}
                      {' · '}
                      {t('offline-training:session.realSignOutTime')}:{' '}
                      {timeOrDash(session.realSignOutTime)}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />

      <Typography.Title level={3} className="lectern-offline-section">
        {t('offline-training:class.homeworks')}
      </Typography.Title>
      <List
        bordered
        dataSource={offlineClass.homeworks}
        locale={{ emptyText: t('offline-training:class.noHomework') }}
        renderItem={(homework) => (
          <List.Item
            actions={
              offlineClass.isLearner
                ? [
                    <Link key="open" to={homeworkPath(homework.homeworkId)}>
                      {homework.status === 'todo'
                        ? t('offline-training:homework.handIn')
                        : t('offline-training:homework.view')}
                    </Link>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={<TenantText>{homework.title}</TenantText>}
              description={
                <>
                  {offlineClass.isLearner && <HomeworkStatusTag status={homework.status} />}
                  {homework.score !== null &&
                    t('offline-training:homework.scoreOf', {
                      score: homework.score,
                      full: homework.fullScore,
                    })}
                  {homework.endTime !== null && (
                    <div>
                      {t('offline-training:homework.deadline', {
                        time: timeOrDash(homework.endTime),
                      })}
                    </div>
                  )}
                </>
              }
            />
          </List.Item>
        )}
      />

      {offlineClass.exam && (
        <Card
          size="small"
          className="lectern-offline-section"
          title={t('offline-training:class.exam')}
        >
          <p>
            <TenantText>{offlineClass.exam.name}</TenantText>
          </p>
          {offlineClass.isLearner && (
            <Link
              to={`${LinkedPaths.EXAM_PREVIEW}?paperId=${encodeURIComponent(offlineClass.exam.paperId)}`}
            >
              <Button type="primary">{t('offline-training:class.takeExam')}</Button>
            </Link>
          )}
        </Card>
      )}
      <p className="lectern-offline-section">
        <Link to={OfflinePaths.RESULTS}>{t('offline-training:list.results')}</Link>
      </p>
    </>
  );
}

/** Spec §2 /offlinetrain/detail: a class with its sessions, homework, exam and the learner's progress. */
export function ClassDetailPage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const classId = query.get('classId') ?? '';
  const detail = useOfflineClassDetail(classId);
  const back = <BackLink to={OfflinePaths.CLASSES} label={t('offline-training:list.title')} />;
  if (!classId || detail.isError) {
    return (
      <div className="lectern-page">
        {back}
        <Refusal
          error={detail.error}
          code={classId ? undefined : ErrorCode.OFFLINE_CLASS_NOT_FOUND}
        />
      </div>
    );
  }
  if (!detail.data) return <PageLoading />;
  return (
    <div className="lectern-page">
      {back}
      <ClassBody offlineClass={detail.data} />
    </div>
  );
}
