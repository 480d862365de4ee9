import type { TProctoringStanding } from '@lectern/contracts/exams/post-proctoring-event';
import { ZProctoringViolation } from '@lectern/contracts/exams/proctoring';
import Button from 'antd/es/button';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCameraProblem } from '@/lib/camera/camera-errors';
import type { PhoneCamera } from '../../hooks/proctoring/phone-camera';
import type { TScreenRecordingState } from '../../hooks/proctoring/use-screen-recording';
import { PhoneCameraState, PhoneCameraVideo } from './phone-check';
import './proctoring.css';

/**
 * Spec §2 'a monitoring view' of the answering screen: the camera's small picture, and the
 * violations counted so far (spec §8 'Counted violations', '%1 times') when there are any.
 */
export function MonitoringView({
  videoRef,
  camera,
  standing,
  problem,
  failed,
  screen,
  phone,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  camera: boolean;
  standing: TProctoringStanding | null;
  problem: TCameraProblem | null;
  failed: boolean;
  /** The desktop recording, when the paper asks for one. */
  screen: { state: TScreenRecordingState; start: () => void } | null;
  /** The phone secondary camera, when the paper asks for one (spec §4 connected / not). */
  phone: PhoneCamera | null;
}) {
  const { t } = useTranslation();
  const counted = ZProctoringViolation.options.filter((kind) => (standing?.counts[kind] ?? 0) > 0);
  return (
    <aside className="lectern-monitor" aria-label={t('exams:proctoring.monitor.title')}>
      {camera && !problem && (
        <video
          ref={videoRef}
          className="lectern-monitor__video"
          aria-label={t('common:cameraCheck.preview')}
          playsInline
          muted
        />
      )}
      {phone && (
        <div className="lectern-monitor__phone">
          <PhoneCameraVideo phone={phone} className="lectern-monitor__video" />
          <PhoneCameraState phone={phone} labelled />
        </div>
      )}
      {problem && <p role="alert">{t(`common:cameraProblem.${problem}`)}</p>}
      {failed && <p role="alert">{t('exams:proctoring.monitorFailed')}</p>}
      {screen?.state === 'off' && (
        <Button size="small" block onClick={screen.start}>
          {t('exams:proctoring.screen.startRecording')}
        </Button>
      )}
      {screen?.state === 'stopped' && <p role="alert">{t('exams:proctoring.screen.stopped')}</p>}
      {screen?.state === 'unsupported' && (
        <p role="alert">{t('exams:proctoring.screen.unsupported')}</p>
      )}
      {counted.length > 0 && (
        <ul className="lectern-monitor__counts">
          {counted.map((kind) => (
            <li key={kind}>
              {t(`exams:proctoring.violation.${kind}`, { times: standing?.counts[kind] ?? 0 })}
            </li>
          ))}
        </ul>
      )}
      <p className="lectern-monitor__note">{t('exams:proctoring.monitor.autoSubmit')}</p>
    </aside>
  );
}
