import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TCourseRun } from '@lectern/contracts/courses/courses';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCheck } from '@/components/face/camera-check';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { useMediaStream } from '@/lib/camera/media-stream';
import { loadFaceDetector } from '@/lib/face/face-detector';
import { FaceServiceResult, faceServiceResult } from '@/lib/face/face-service';
import { useCourseFaceCheck } from '../../api/learning-face';

/** The camera a face capture opens: the learner's own, as the exam's device check does. */
const FRONT_CAMERA: MediaTrackConstraints = { facingMode: 'user' };
/** Seconds a single frontal face is held before the capture is taken (spec §5 "{0} seconds"). */
export const FACE_HOLD_SECONDS = 2;

/**
 * Whether the snapshot is the learner: compared with their photo when they have one that shows a
 * single face (decision 0050's face module); otherwise the held frontal face alone passes.
 */
async function comparedWithPhoto(snapshotUrl: string, photoUrl: string | null) {
  if (!photoUrl) return true;
  const detector = await loadFaceDetector();
  const result = faceServiceResult(
    await detector.descriptorOf(photoUrl),
    await detector.descriptorOf(snapshotUrl),
  );
  return (
    result !== FaceServiceResult.MISMATCHED && result !== FaceServiceResult.SNAPSHOT_UNREADABLE
  );
}

/**
 * Spec §4 face capture of a course that asks for it: before starting (300517, and 300518 after a
 * failed comparison) and again while learning. Learning waits until a capture passes; repeated
 * failures forbid it pending review (300531).
 */
export function FaceCaptureDialog({
  courseId,
  moment,
  photoUrl,
  onPassed,
  onForbidden,
  onExit,
}: {
  courseId: string;
  moment: 'first' | 'during';
  /** The learner's photo to compare with; null: none. */
  photoUrl: string | null;
  onPassed: (run: TCourseRun) => void;
  onForbidden: () => void;
  /** Before starting the learner may go back; while learning the capture must be made. */
  onExit: (() => void) | null;
}) {
  const { t } = useTranslation();
  const { stream, problem } = useMediaStream({ video: FRONT_CAMERA, audio: false });
  const record = useCourseFaceCheck(courseId, moment);
  const [attempt, setAttempt] = useState(0);
  const [held, setHeld] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [mismatched, setMismatched] = useState(false);

  const captured = useCallback(
    async (snapshot: File) => {
      setHeld(true);
      try {
        const { run, passed } = await record.mutateAsync({
          snapshot,
          compare: (snapshotUrl) => comparedWithPhoto(snapshotUrl, photoUrl),
        });
        if (passed) onPassed(run);
        else setMismatched(true);
      } catch (error) {
        const code = errorCodeOf(error);
        if (code === ErrorCode.FACE_COMPARISON_FAILED_LEARNING_FORBIDDEN) onForbidden();
        else setRefusal(code);
      }
    },
    [photoUrl, record, onPassed, onForbidden],
  );

  const again = () => {
    setHeld(false);
    setMismatched(false);
    setRefusal(null);
    setAttempt((value) => value + 1);
  };
  const failed = mismatched || refusal !== null;

  return (
    <Modal
      open
      centered
      title={t(`course-learning:face.${moment}`)}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <div className="lectern-learning-dialog__actions">
          {onExit && <Button onClick={onExit}>{t('course-learning:face.exit')}</Button>}
          {failed && (
            <Button type="primary" onClick={again}>
              {t('course-learning:face.again')}
            </Button>
          )}
        </div>
      }
    >
      <p>{t('course-learning:face.hint')}</p>
      <CameraCheck
        key={attempt}
        stream={stream}
        problem={problem}
        seconds={FACE_HOLD_SECONDS}
        passed={held}
        onPassed={(snapshot) => void captured(snapshot)}
      />
      {record.isPending && <p role="status">{t('course-learning:face.saving')}</p>}
      {mismatched && <Alert type="error" showIcon title={t('course-learning:face.mismatched')} />}
      {refusal && <Alert type="error" showIcon title={errorMessage(refusal)} />}
    </Modal>
  );
}
