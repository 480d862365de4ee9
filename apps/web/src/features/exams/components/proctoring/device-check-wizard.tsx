import type { TProctoringRule } from '@lectern/contracts/exams/proctoring';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Steps from 'antd/es/steps';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorMessage } from '@/lib/api-client';
import { postUploadFile } from '@/lib/uploads';
import { postProctoringCheck } from '../../api/post-proctoring-check';
import { exceedsThreshold } from '../../hooks/proctoring/volume-level';
import { CameraCheck } from '@/components/face/camera-check';
import { stopStream, useMediaStream } from '@/lib/camera/media-stream';
import { useVolumeMeter } from '../../hooks/proctoring/use-media';
import { usePhoneCameraOfPage } from '../../hooks/proctoring/phone-camera';
import { DeviceCheckStep, deviceCheckSteps, type TDeviceCheckStep } from './device-check-steps';
import { PhoneCheck } from './phone-check';
import { canShareScreen, requestWholeScreen } from './screen-capture';
import './proctoring.css';

/** Spec §5 microphone volume: the meter, with the paper's threshold to pass. */
function MicrophoneCheck({
  level,
  threshold,
  passed,
}: {
  level: number;
  threshold: number;
  passed: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <p>{t('exams:proctoring.microphone.hint', { threshold })}</p>
      <Progress
        percent={level}
        format={(value) => value}
        success={{ percent: 0 }}
        strokeColor={exceedsThreshold(level, threshold) ? undefined : '#faad14'}
        aria-label={t('exams:proctoring.microphone.level')}
      />
      <p role="status" className="lectern-device-check__verdict">
        {passed
          ? t('exams:proctoring.microphone.passed')
          : t('exams:proctoring.microphone.speak', { threshold })}
      </p>
    </div>
  );
}

/** Desktop recording: the learner shares their whole screen once, which is stopped at once. */
function ScreenCheck({ passed, onPassed }: { passed: boolean; onPassed: () => void }) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState(false);
  if (!canShareScreen()) {
    return <Alert type="error" showIcon title={t('exams:proctoring.screen.unsupported')} />;
  }
  const test = async () => {
    const stream = await requestWholeScreen();
    setRefused(stream === null);
    if (stream) {
      stopStream(stream);
      onPassed();
    }
  };
  return (
    <div>
      <p>{t('exams:proctoring.screen.hint')}</p>
      <Button onClick={() => void test()} disabled={passed}>
        {t('exams:proctoring.screen.test')}
      </Button>
      <p role="status" className="lectern-device-check__verdict">
        {passed
          ? t('exams:proctoring.screen.passed')
          : refused
            ? t('exams:proctoring.screen.refused')
            : ''}
      </p>
    </div>
  );
}

type TCheckState = {
  snapshot: File | null;
  screen: boolean;
};

/**
 * Spec §2 device-check wizard: one step per device the paper's rule asks for (camera with face
 * detection, microphone volume, desktop recording, phone camera), then the result, recorded with
 * POST /exam/proctoring/check. Every device it opened is stopped when it closes.
 */
export function DeviceCheckWizard({
  paperId,
  rule,
  onChecked,
}: {
  paperId: string;
  rule: TProctoringRule;
  /**
   * The server's answer: passed, with until when the start is allowed; and the snapshot of the
   * held face as uploaded (null: no camera asked), for the face-service result.
   */
  onChecked: (passed: boolean, validUntil: number | null, snapshotUrl: string | null) => void;
}) {
  const { t } = useTranslation();
  const steps = deviceCheckSteps(rule);
  const [current, setCurrent] = useState(0);
  const [state, setState] = useState<TCheckState>({ snapshot: null, screen: false });
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const media = useMediaStream({ video: rule.camera, audio: rule.microphone });
  const meter = useVolumeMeter(media.stream);
  const phone = usePhoneCameraOfPage();

  const passedOf: Record<TDeviceCheckStep, boolean> = {
    camera: state.snapshot !== null,
    microphone: exceedsThreshold(meter.peak, rule.noiseThreshold),
    screen: state.screen,
    phone: phone?.state === 'connected',
  };
  const allPassed = steps.every((step) => passedOf[step]);
  const step = steps[current];
  const cameraPassed = useCallback(
    (snapshot: File) => setState((shown) => ({ ...shown, snapshot })),
    [],
  );

  const finish = async () => {
    setSending(true);
    setRefusal(null);
    try {
      const snapshotUrl = state.snapshot
        ? await postUploadFile(state.snapshot, { silent: true })
        : null;
      const result = await postProctoringCheck({
        paperId,
        cameraPassed: passedOf.camera,
        snapshotUrl,
        microphonePassed: passedOf.microphone,
        screenPassed: passedOf.screen,
        phonePassed: passedOf.phone,
      });
      onChecked(result.passed, result.validUntil, snapshotUrl);
      if (!result.passed) setRefusal(t('exams:proctoring.notPassed'));
    } catch (error) {
      setRefusal(errorMessage(errorCodeOf(error)));
    } finally {
      setSending(false);
    }
  };

  const panel = (shown: TDeviceCheckStep | undefined) => {
    switch (shown) {
      case DeviceCheckStep.CAMERA:
        return (
          <CameraCheck
            stream={media.stream}
            problem={media.problem}
            seconds={rule.faceCheckSeconds}
            passed={passedOf.camera}
            onPassed={cameraPassed}
          />
        );
      case DeviceCheckStep.MICROPHONE:
        return media.problem ? (
          <Alert type="error" showIcon title={t(`common:cameraProblem.${media.problem}`)} />
        ) : (
          <MicrophoneCheck
            level={meter.level}
            threshold={rule.noiseThreshold}
            passed={passedOf.microphone}
          />
        );
      case DeviceCheckStep.SCREEN:
        return (
          <ScreenCheck
            passed={passedOf.screen}
            onPassed={() => setState((shown) => ({ ...shown, screen: true }))}
          />
        );
      case DeviceCheckStep.PHONE:
        return <PhoneCheck paperId={paperId} />;
      default:
        return null;
    }
  };

  return (
    <div className="lectern-device-check">
      <Steps
        size="small"
        // Titles under their icons on every screen: a phone keeps the four steps on one row
        // instead of a column that pushes the camera's picture below the fold.
        responsive={false}
        titlePlacement="vertical"
        current={current}
        onChange={setCurrent}
        items={steps.map((item, index) => ({
          title: t(`exams:proctoring.step.${item}`),
          status: passedOf[item] ? 'finish' : index === current ? 'process' : 'wait',
        }))}
      />
      <section
        className="lectern-device-check__panel"
        aria-label={step ? t(`exams:proctoring.step.${step}`) : undefined}
      >
        {panel(step)}
      </section>
      {refusal && <Alert type="error" showIcon title={refusal} />}
      <div className="lectern-device-check__actions">
        {current > 0 && (
          <Button onClick={() => setCurrent(current - 1)}>{t('exams:proctoring.previous')}</Button>
        )}
        {current < steps.length - 1 ? (
          <Button
            type="primary"
            disabled={!step || !passedOf[step]}
            onClick={() => setCurrent(current + 1)}
          >
            {t('exams:proctoring.next')}
          </Button>
        ) : (
          <Button
            type="primary"
            disabled={!allPassed}
            loading={sending}
            onClick={() => void finish()}
          >
            {t('exams:proctoring.finish')}
          </Button>
        )}
      </div>
    </div>
  );
}
