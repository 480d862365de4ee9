import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import BorderOutlined from '@ant-design/icons/es/icons/BorderOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import { QuestionType } from '@lectern/contracts/common/enums';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteFileUrl } from '@/lib/file-types';
import { usePostUploadFile } from '@/lib/uploads';
import type { TQuestionInputProps } from './question-props';

type TRecordingType = typeof QuestionType.AUDIO_RECORDING | typeof QuestionType.VIDEO_RECORDING;

/**
 * Containers to record in, best first. Uploads accept mp4 (spec §5 extensions), which current
 * Chromium and Safari record; a browser that only records webm still gets a recording to upload.
 */
const RECORDING_FORMATS = {
  audio: ['audio/mp4;codecs=mp4a.40.2', 'audio/mp4', 'audio/webm;codecs=opus', 'audio/webm'],
  video: [
    'video/mp4;codecs=avc1,mp4a.40.2',
    'video/mp4',
    'video/webm;codecs=vp8,opus',
    'video/webm',
  ],
} as const;

/** Spec §8 camera errors, by the DOMException name getUserMedia rejects with. */
const DEVICE_ERRORS: Record<string, string> = {
  AbortError: 'hardware',
  NotAllowedError: 'notAllowed',
  SecurityError: 'notAllowed',
  NotFoundError: 'notFound',
  OverconstrainedError: 'notFound',
  NotReadableError: 'busy',
  TypeError: 'typeError',
};

const deviceErrorOf = (error: unknown) =>
  DEVICE_ERRORS[error instanceof Error || error instanceof DOMException ? error.name : ''] ??
  'unknown';

function recordingFormat(kind: 'audio' | 'video') {
  const supported = (type: string) =>
    typeof MediaRecorder.isTypeSupported === 'function' && MediaRecorder.isTypeSupported(type);
  const mimeType = RECORDING_FORMATS[kind].find(supported) ?? '';
  return { mimeType, extension: mimeType.includes('mp4') ? 'mp4' : 'webm' };
}

type TRecorderState = 'idle' | 'recording' | 'uploading';

/**
 * Types 8 and 9: record with the microphone (and camera), listen to or watch the recording, record
 * again; each finished recording is uploaded and becomes the answer.
 */
export function RecordingQuestion({
  question,
  answer,
  onChange,
  review,
}: TQuestionInputProps<TRecordingType>) {
  const { t } = useTranslation();
  const isVideo = question.questionType === QuestionType.VIDEO_RECORDING;
  const kind = isVideo ? 'video' : 'audio';
  const uploadFile = usePostUploadFile();
  const [state, setState] = useState<TRecorderState>('idle');
  const [deviceError, setDeviceError] = useState<string | null>(null);
  const [localUrl, setLocalUrl] = useState<string | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const livePreview = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (livePreview.current) livePreview.current.srcObject = stream;
  }, [stream]);
  // Leaving the question (or the page) lets go of the microphone and camera.
  useEffect(() => () => stream?.getTracks().forEach((track) => track.stop()), [stream]);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const upload = async (recording: Blob, extension: string) => {
    setState('uploading');
    const file = new File([recording], `recording-${Date.now()}.${extension}`, {
      type: recording.type,
    });
    try {
      const fileUrl = await uploadFile.mutateAsync(file);
      const questionType = isVideo ? QuestionType.VIDEO_RECORDING : QuestionType.AUDIO_RECORDING;
      onChange({ questionType, fileUrl });
    } catch {
      // The api client has said why; the local recording stays to be heard and recorded again.
    } finally {
      setState('idle');
    }
  };

  const start = async () => {
    setDeviceError(null);
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia');
      media = await navigator.mediaDevices.getUserMedia({ audio: true, video: isVideo });
    } catch (error) {
      setDeviceError(deviceErrorOf(error));
      return;
    }
    const { mimeType, extension } = recordingFormat(kind);
    const mediaRecorder = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    mediaRecorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    mediaRecorder.onstop = () => {
      media.getTracks().forEach((track) => track.stop());
      setStream(null);
      const recording = new Blob(chunks, { type: mediaRecorder.mimeType || mimeType });
      setLocalUrl(URL.createObjectURL(recording));
      void upload(recording, extension);
    };
    recorder.current = mediaRecorder;
    mediaRecorder.start();
    setStream(media);
    setState('recording');
  };

  const stop = () => recorder.current?.stop();

  const playbackUrl = localUrl ?? (answer ? absoluteFileUrl(answer.fileUrl) : null);
  const Playback = isVideo ? 'video' : 'audio';

  return (
    <div className="lectern-recording">
      {!review && state === 'recording' && (
        <>
          {isVideo && (
            <video
              ref={livePreview}
              className="lectern-recording__live"
              autoPlay
              muted
              playsInline
              aria-label={t('exam-answering:recording.live')}
            />
          )}
          <p className="lectern-recording__status" role="status">
            <span className="lectern-recording__dot" aria-hidden />
            {t('exam-answering:recording.recording')}
          </p>
        </>
      )}
      {state !== 'recording' && playbackUrl && (
        <Playback
          className={`lectern-recording__playback lectern-recording__playback--${kind}`}
          src={playbackUrl}
          controls
          preload="metadata"
          aria-label={t('exam-answering:recording.yourRecording')}
        />
      )}
      {review && !answer && (
        <p className="lectern-question__hint">{t('exam-answering:review.notAnswered')}</p>
      )}
      {!review && (
        <div className="lectern-recording__actions">
          {state === 'recording' ? (
            <Button danger icon={<BorderOutlined aria-hidden />} onClick={stop}>
              {t('exam-answering:recording.stop')}
            </Button>
          ) : (
            <Button
              type={answer || localUrl ? 'default' : 'primary'}
              icon={
                answer || localUrl ? (
                  <RedoOutlined aria-hidden />
                ) : isVideo ? (
                  <VideoCameraOutlined aria-hidden />
                ) : (
                  <AudioOutlined aria-hidden />
                )
              }
              loading={state === 'uploading'}
              onClick={() => void start()}
            >
              {answer || localUrl
                ? t('exam-answering:recording.again')
                : t(`exam-answering:recording.start.${kind}`)}
            </Button>
          )}
          {state === 'uploading' && uploadFile.percent !== null && (
            <Progress
              percent={uploadFile.percent}
              size="small"
              status="active"
              aria-label={t('exam-answering:recording.uploading')}
            />
          )}
        </div>
      )}
      {deviceError && (
        <Alert
          type="error"
          showIcon
          title={t(`exam-answering:recording.deviceErrors.${deviceError}`)}
        />
      )}
    </div>
  );
}
