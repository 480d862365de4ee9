import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '@/components/ui/page-loading';
import { TenantText } from '@/components/ui/tenant-text';
import { useListQuery } from '@/lib/paged-list';
import { useOfflineSessionDetail } from '../api/get-offline-session-detail';
import { AttendanceQrPanel } from '../components/attendance-qr-panel';
import { BackLink, Refusal, timeOrDash, timeRange } from '../components/offline-parts';
import { classPath, OfflinePaths } from '../offline-training.feature';
import '../offline-training.css';

/** The trainer's counts refresh this often while the page shows. */
const TRAINER_REFRESH_MS = 5_000;

/**
 * Spec §2 /offline/course/detail: a session's time, place and windows with the learner's
 * realSignInTime and realSignOutTime; its trainer shows the attendance QR code here.
 */
export function SessionDetailPage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const sessionId = query.get('sessionId') ?? '';
  const first = useOfflineSessionDetail(sessionId);
  const detail = useOfflineSessionDetail(
    sessionId,
    first.data?.isTrainer ? TRAINER_REFRESH_MS : false,
  );
  const session = detail.data;

  if (!sessionId || detail.isError) {
    return (
      <div className="lectern-page">
        <BackLink to={OfflinePaths.CLASSES} label={t('offline-training:list.title')} />
        <Refusal
          error={detail.error}
          code={sessionId ? undefined : ErrorCode.OFFLINE_CLASS_NOT_FOUND}
        />
      </div>
    );
  }
  if (!session) return <PageLoading />;
  return (
    <div className="lectern-page">
      <BackLink to={classPath(session.classId)} label={session.className} />
      <Typography.Title level={2}>
        <TenantText>{session.name}</TenantText>
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={[
          {
            key: 'time',
            label: t('offline-training:session.time'),
            children: timeRange(session.startTime, session.endTime),
          },
          {
            key: 'location',
            label: t('offline-training:class.location'),
            children: <TenantText>{session.location || '—'}</TenantText>,
          },
          {
            key: 'signIn',
            label: t('offline-training:session.signInWindow'),
            children: timeRange(session.signInStartTime, session.signInEndTime),
          },
          {
            key: 'signOut',
            label: t('offline-training:session.signOutWindow'),
            children: timeRange(session.signOutStartTime, session.signOutEndTime),
          },
        ]}
      />
      {session.description && (
        <Typography.Paragraph className="lectern-offline-section lectern-offline-text">
          <TenantText>{session.description}</TenantText>
        </Typography.Paragraph>
      )}
      {session.isLearner && (
        <Card
          size="small"
          className="lectern-offline-section"
          title={t('offline-training:session.myAttendance')}
        >
          <p>
            {t('offline-training:session.realSignInTime')}:{' '}
            <strong>{timeOrDash(session.realSignInTime)}</strong>
          </p>
          <p>
            {t('offline-training:session.realSignOutTime')}:{' '}
            <strong>{timeOrDash(session.realSignOutTime)}</strong>
          </p>
          {session.realSignOutTime !== null ? (
            <Tag color="success">{t('offline-training:session.attended')}</Tag>
          ) : (
            <p>{t('offline-training:session.howTo')}</p>
          )}
        </Card>
      )}
      {session.isTrainer && <AttendanceQrPanel session={session} />}
    </div>
  );
}
