import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Segmented from 'antd/es/segmented';
import Statistic from 'antd/es/statistic';
import type { TOfflineSessionDetail } from '@lectern/contracts/offline-training/get-offline-session-detail';
import {
  AttendanceKind,
  type TAttendanceKind,
} from '@lectern/contracts/offline-training/offline-training';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { PAGE_BASE } from '@/lib/paths';
import { storedFactoryCode } from '@/lib/storage';
import { useAttendanceCode } from '../api/post-attendance-code';
import { attendancePath } from '../offline-training.feature';
import { QrCodeImage } from './qr-code-image';

/** The URL a learner's phone opens from the QR code: this app's attendance page with the code. */
export const attendanceUrl = (code: string) =>
  new URL(
    `${PAGE_BASE.replace(/\/$/, '')}${attendancePath(code, storedFactoryCode.get())}`,
    window.location.origin,
  ).href;

/**
 * The trainer's screen (docs/decisions/0066): the QR code of the open sign-in or sign-out window,
 * redrawn with a fresh code every 30 s, and how many learners signed in and out so far.
 */
export function AttendanceQrPanel({ session }: { session: TOfflineSessionDetail }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<TAttendanceKind | null>(null);
  const code = useAttendanceCode(session.sessionId, kind);
  const url = code.data ? attendanceUrl(code.data.code) : null;

  return (
    <Card size="small" className="lectern-offline-section" title={t('offline-training:qr.title')}>
      <Segmented<TAttendanceKind | 'none'>
        value={kind ?? 'none'}
        onChange={(value) => setKind(value === 'none' ? null : value)}
        options={[
          { value: 'none', label: t('offline-training:qr.hide') },
          { value: AttendanceKind.SIGN_IN, label: t('offline-training:qr.signIn') },
          { value: AttendanceKind.SIGN_OUT, label: t('offline-training:qr.signOut') },
        ]}
      />
      <div className="lectern-offline-section">
        <Statistic
          title={t('offline-training:qr.counts')}
          value={`${session.signedInCount ?? 0} / ${session.signedOutCount ?? 0} / ${session.learnerCount}`}
        />
      </div>
      {kind !== null && code.isError && (
        <Alert
          className="lectern-offline-section"
          type="warning"
          showIcon
          title={errorMessage(errorCodeOf(code.error))}
        />
      )}
      {kind !== null && url && code.data && (
        <div className="lectern-offline-qr lectern-offline-section">
          <QrCodeImage
            value={url}
            alt={t(`offline-training:qr.alt.${kind}`)}
            className="lectern-offline-qr__image"
          />
          <strong>{t(`offline-training:qr.scan.${kind}`)}</strong>
          <span>
            {t('offline-training:qr.expires', { time: formatDateTime(code.data.expiresAt) })}
          </span>
          <a className="lectern-offline-qr__link" href={url} data-testid="attendance-link">
            {url}
          </a>
        </div>
      )}
    </Card>
  );
}
