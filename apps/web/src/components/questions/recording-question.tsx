import AudioOutlined from '@ant-design/icons/es/icons/AudioOutlined';
import BorderOutlined from '@ant-design/icons/es/icons/BorderOutlined';
import RedoOutlined from '@ant-design/icons/es/icons/RedoOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import { QuestionType } from '@lectern/contracts/common/enums';
import { RECORDING_EXTENSION_BY_MIME } from '@lectern/contracts/common/upload';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { absoluteFileUrl } from '@/lib/file-types';
import { usePostUploadFile } from '@/lib/uploads';
import type { TQuestionInputProps, TQuestionReviewProps } from './question-props';

type TAudioRecording = typeof QuestionType.AUDIO_RECORDING;
type TVideoRecording = typeof QuestionType.VIDEO_RECORDING;
type TRecordingKind = 'audio' | 'video';

/**
 * Containers to record in, best first: mp4 plays back in every browser; webm is what Firefox
 * records. Each is uploaded under the extension of the container the recorder really used.
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

const extensionByContainer: Readonly<Record<string, string | undefined>> =
  RECORDING_EXTENSION_BY_MIME;

/** The upload extension of a recording in `mimeType` ('audio/mp4;codecs=opus' → m4a), or null. */
const recordingExtension = (mimeType: string): string | null =>
  extensionByContainer[mimeType.split(';')[0]?.trim().toLowerCase() ?? ''] ?? null;

/** The first format this browser records in that the server accepts, or null when there is none. */
function recordingFormat(kind: TRecordingKind): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') {
    return null;
  }
  return RECORDING_FORMATS[kind].find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

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

type TRecorderState = 'idle' | 'recording' | 'uploading';

/** A recording to listen to or watch: the learner's answer, or the one just recorded. */
function RecordingPlayback({ kind, src }: { kind: TRecordingKind; src: string }) {
  const { t } = useTranslation();
  const Playback = kind;
  return (
    <Playback
      className={`lectern-recording__playback lectern-recording__playback--${kind}`}
      src={src}
      controls
      preload="metadata"
      aria-label={t('questions:recording.yourRecording')}
    />
  );
}

type TRecorderProps = {
  kind: TRecordingKind;
  /** The answer's recording, uploaded earlier. */
  fileUrl: string | null;
  /** A recording is uploaded: it becomes the answer. */
  onRecorded: (fileUrl: string) => void;
};

/**
 * Record with the microphone (and camera), listen to or watch the recording, record again; each
 * finished recording is uploaded and becomes the answer.
 */
function Recorder({ kind, fileUrl, onRecorded }: TRecorderProps) {
  const { t } = useTranslation();
  const isVideo = kind === 'video';
  const uploadFile = usePostUploadFile();
  const [state, setState] = useState<TRecorderState>('idle');
  // Why recording is not possible: the i18n key of a device error or of an unsupported browser.
  const [problem, setProblem] = useState<string | null>(null);
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
      onRecorded(await uploadFile.mutateAsync(file));
    } catch {
      // The api client has said why; the local recording stays to be heard and recorded again.
    } finally {
      setState('idle');
    }
  };
  const start = async () => {
    setProblem(null);
    const mimeType = recordingFormat(kind);
    if (mimeType === null) {
      setProblem('questions:recording.unsupported');
      return;
    }
    let media: MediaStream;
    try {
      if (!navigator.mediaDevices?.getUserMedia) throw new TypeError('getUserMedia');
      media = await navigator.mediaDevices.getUserMedia({ audio: true, video: isVideo });
    } catch (error) {
      setProblem(`questions:recording.deviceErrors.${deviceErrorOf(error)}`);
      return;
    }
    let mediaRecorder: MediaRecorder;
    try {
      mediaRecorder = new MediaRecorder(media, { mimeType });
    } catch {
      media.getTracks().forEach((track) => track.stop());
      setProblem('questions:recording.unsupported');
      return;
    }
    const chunks: Blob[] = [];
    mediaRecorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    mediaRecorder.onstop = () => {
      media.getTracks().forEach((track) => track.stop());
      setStream(null);
      // The recorder may settle on codecs of its own ('audio/mp4;codecs=opus'), not the container.
      const recordedType = mediaRecorder.mimeType || mimeType;
      const recording = new Blob(chunks, { type: recordedType });
      setLocalUrl(URL.createObjectURL(recording));
      const extension = recordingExtension(recordedType) ?? recordingExtension(mimeType);
      if (extension) void upload(recording, extension);
      else setProblem('questions:recording.unsupported');
    };
    recorder.current = mediaRecorder;
    mediaRecorder.start();
    setStream(media);
    setState('recording');
  };

  const stop = () => recorder.current?.stop();

  const recorded = fileUrl !== null || localUrl !== null;
  const playbackUrl = localUrl ?? (fileUrl === null ? null : absoluteFileUrl(fileUrl));

  return (
    <div className="lectern-recording">
      {state === 'recording' && (
        <>
          {isVideo && (
            <video
              ref={livePreview}
              className="lectern-recording__live"
              autoPlay
              muted
              playsInline
              aria-label={t('questions:recording.live')}
            />
          )}
          <p className="lectern-recording__status" role="status">
            <span className="lectern-recording__dot" aria-hidden />
            {t('questions:recording.recording')}
          </p>
        </>
      )}
      {state !== 'recording' && playbackUrl && <RecordingPlayback kind={kind} src={playbackUrl} />}
      <div className="lectern-recording__actions">
        {state === 'recording' ? (
          <Button danger icon={<BorderOutlined aria-hidden />} onClick={stop}>
            {t('questions:recording.stop')}
          </Button>
        ) : (
          <Button
            type={recorded ? 'default' : 'primary'}
            icon={
              recorded ? (
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
            {recorded ? t('questions:recording.again') : t(`questions:recording.start.${kind}`)}
          </Button>
        )}
        {state === 'uploading' && uploadFile.percent !== null && (
          <Progress
            percent={uploadFile.percent}
            size="small"
            status="active"
            aria-label={t('questions:recording.uploading')}
          />
        )}
      </div>
      {problem && <Alert type="error" showIcon title={t(problem)} />}
    </div>
  );
}

/** Type 8: an answer recorded with the microphone. */
export function AudioRecordingInput({ answer, onChange }: TQuestionInputProps<TAudioRecording>) {
  return (
    <Recorder
      kind="audio"
      fileUrl={answer?.fileUrl ?? null}
      onRecorded={(fileUrl) => onChange({ questionType: QuestionType.AUDIO_RECORDING, fileUrl })}
    />
  );
}

/** Type 9: an answer recorded with the camera and microphone. */
export function VideoRecordingInput({ answer, onChange }: TQuestionInputProps<TVideoRecording>) {
  return (
    <Recorder
      kind="video"
      fileUrl={answer?.fileUrl ?? null}
      onRecorded={(fileUrl) => onChange({ questionType: QuestionType.VIDEO_RECORDING, fileUrl })}
    />
  );
}

/** Types 8 and 9 in review: the learner's recording; a person marks it. */
export function RecordingReview({
  question,
  answer,
}: TQuestionReviewProps<TAudioRecording | TVideoRecording>) {
  const { t } = useTranslation();
  const kind = question.questionType === QuestionType.VIDEO_RECORDING ? 'video' : 'audio';
  const playbackUrl = answer ? absoluteFileUrl(answer.fileUrl) : null;
  return (
    <div className="lectern-recording">
      {playbackUrl && <RecordingPlayback kind={kind} src={playbackUrl} />}
      {!answer && <p className="lectern-question__hint">{t('questions:review.notAnswered')}</p>}
    </div>
  );
}
