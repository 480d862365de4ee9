import Alert from 'antd/es/alert';
import Progress from 'antd/es/progress';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCameraProblem } from '@/lib/camera/camera-errors';
import { useVideoOf } from '@/lib/camera/media-stream';
import { loadFaceDetector, snapshotOf } from '@/lib/face/face-detector';
import { holdSince, type TFrameVerdict } from '@/lib/face/face-judge';
import './camera-check.css';

/** How often the wizard looks at the camera while the face is held. */
const CHECK_INTERVAL_MS = 400;
const MILLIS_PER_SECOND = 1_000;

/**
 * Spec §2/§5 camera step: the live picture, and a face held — facing the camera, lit, alone — for
 * {0} consecutive seconds (a proctored paper's device check, a course's face capture). On success
 * it hands over a snapshot of the held face.
 */
export function CameraCheck({
  stream,
  problem,
  seconds,
  passed,
  onPassed,
}: {
  stream: MediaStream | null;
  problem: TCameraProblem | null;
  seconds: number;
  passed: boolean;
  onPassed: (snapshot: File) => void;
}) {
  const { t } = useTranslation();
  const videoRef = useVideoOf(stream);
  const [verdict, setVerdict] = useState<TFrameVerdict | null>(null);
  const [heldMs, setHeldMs] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!stream || passed) return;
    let timer: number | undefined;
    let gone = false;
    let since: number | null = null;
    const look = async () => {
      const video = videoRef.current;
      try {
        const detector = await loadFaceDetector();
        if (gone || !video) return;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
          const reading = await detector.read(video, false);
          if (gone) return;
          const now = performance.now();
          since = holdSince(since, reading.verdict, now);
          setVerdict(reading.verdict);
          const held = since === null ? 0 : now - since;
          setHeldMs(held);
          if (held >= seconds * MILLIS_PER_SECOND) {
            onPassed(await snapshotOf(video));
            return;
          }
        }
        timer = window.setTimeout(() => void look(), CHECK_INTERVAL_MS);
      } catch {
        if (!gone) setFailed(true);
      }
    };
    void look();
    return () => {
      gone = true;
      window.clearTimeout(timer);
    };
  }, [stream, passed, seconds, onPassed, videoRef]);

  const percent = passed
    ? 100
    : Math.min(100, Math.floor((heldMs / (seconds * MILLIS_PER_SECOND)) * 100));
  return (
    <div className="lectern-camera-check">
      <p>{t('common:cameraCheck.hint', { seconds })}</p>
      {problem ? (
        <Alert type="error" showIcon title={t(`common:cameraProblem.${problem}`)} />
      ) : (
        <>
          <video
            ref={videoRef}
            className="lectern-camera-check__video"
            aria-label={t('common:cameraCheck.preview')}
            playsInline
            muted
          />
          <Progress
            percent={percent}
            status={passed ? 'success' : 'active'}
            aria-label={t('common:cameraCheck.progress')}
          />
          <p role="status" className="lectern-camera-check__verdict">
            {passed
              ? t('common:cameraCheck.passed')
              : failed
                ? t('common:cameraCheck.failed')
                : verdict === null
                  ? t('common:cameraCheck.loading')
                  : t(`common:cameraCheck.verdict.${verdict}`)}
          </p>
        </>
      )}
    </div>
  );
}
