import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import { AttendanceKind } from '@lectern/contracts/offline-training/offline-training';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TenantText } from '@/components/ui/tenant-text';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useListQuery } from '@/lib/paged-list';
import { useAttendanceScan } from '../api/post-attendance-scan';
import { timeOrDash } from '../components/offline-parts';
import { OfflinePaths, sessionPath } from '../offline-training.feature';
import '../offline-training.css';

/**
 * Spec §2 /attendance, the page a scanned QR code opens: signs the learner in to or out of the
 * session once (a reload shows the replay's refusal, not a second sign-in) and says what happened.
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const { query } = useListQuery();
  const code = query.get('code') ?? '';
  const scan = useAttendanceScan();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || code === '') return;
    sent.current = true;
    scan.mutate(code);
  }, [code, scan]);

  const toClasses = (
    <Link to={OfflinePaths.CLASSES}>
      <Button>{t('offline-training:list.title')}</Button>
    </Link>
  );
  let body;
  if (code === '' || scan.isError) {
    body = (
      <Result
        status="warning"
        title={t('offline-training:attendance.failed')}
        subTitle={errorMessage(
          code === '' ? ErrorCode.ATTENDANCE_CODE_INVALID : errorCodeOf(scan.error),
        )}
        extra={toClasses}
      />
    );
  } else if (!scan.data) {
    body = <Spin size="large" />;
  } else {
    const { session, kind, className } = scan.data;
    const signedIn = kind === AttendanceKind.SIGN_IN;
    body = (
      <Result
        status="success"
        title={t(
          signedIn
            ? 'offline-training:attendance.signedIn'
            : 'offline-training:attendance.signedOut',
        )}
        subTitle={
          <>
            <div>
              <TenantText>{className}</TenantText> · <TenantText>{session.name}</TenantText>
            </div>
            <div>
              {t('offline-training:session.realSignInTime')}: {timeOrDash(session.realSignInTime)}
            </div>
            <div>
              {t('offline-training:session.realSignOutTime')}: {timeOrDash(session.realSignOutTime)}
            </div>
          </>
        }
        extra={
          <Link to={sessionPath(session.sessionId)}>
            <Button type="primary">{t('offline-training:attendance.toSession')}</Button>
          </Link>
        }
      />
    );
  }
  return <main className="lectern-offline-screen">{body}</main>;
}
