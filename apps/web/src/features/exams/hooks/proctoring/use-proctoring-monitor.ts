import type { TSheetProctoring } from '@lectern/contracts/exams/get-answer-sheet';
import type { TProctoringStanding } from '@lectern/contracts/exams/post-proctoring-event';
import {
  ProctoringViolation,
  type TProctoringViolation,
} from '@lectern/contracts/exams/proctoring';
import { useEffect, useRef, useState } from 'react';
import { postUploadFile } from '@/lib/uploads';
import { useLatest } from '@/lib/use-latest';
import { postProctoringEvent } from '../../api/post-proctoring-event';
import { SAVE_RETRY_DELAY_MS } from '../answer-saver';
import { loadFaceDetector, snapshotOf } from '@/lib/face/face-detector';
import { FrameVerdict, matchesIdPhoto } from '@/lib/face/face-judge';
import { ProctoringReporter } from './proctoring-reporter';
import { useMediaStream, useVideoOf } from '@/lib/camera/media-stream';
import { useVolumeMeter } from './use-media';
import { exceedsThreshold } from './volume-level';

const MILLIS_PER_SECOND = 1_000;

/** The violation a frame's verdict counts as, if any; a dark frame shows no face. */
const violationOfVerdict: Partial<Record<string, TProctoringViolation>> = {
  [FrameVerdict.NO_FACE]: ProctoringViolation.NO_FACE,
  [FrameVerdict.TOO_DARK]: ProctoringViolation.NO_FACE,
  [FrameVerdict.MULTIPLE_FACES]: ProctoringViolation.MULTIPLE_FACES,
};

/**
 * Issue 21 point 6, the answering screen's monitoring: every faceCheckIntervalSeconds a look at
 * the camera (no face, several faces, not the ID photo's face) and at the microphone's loudest
 * moment since the last look (noise above the threshold); each violation is reported with a
 * snapshot (ProctoringReporter). The camera and microphone stop when the screen goes.
 */
export function useProctoringMonitor(
  answerSheetId: string,
  proctoring: TSheetProctoring | null,
  {
    watching,
    onSubmitted,
    onClosed,
  }: { watching: boolean; onSubmitted: () => void; onClosed: (code: string) => void },
) {
  const rule = proctoring?.rule ?? null;
  const media = useMediaStream({ video: rule?.camera ?? false, audio: rule?.microphone ?? false });
  const videoRef = useVideoOf(media.stream);
  const meter = useVolumeMeter(media.stream);
  const [standing, setStanding] = useState<TProctoringStanding | null>(
    proctoring?.standing ?? null,
  );
  const [failed, setFailed] = useState(false);
  const listeners = useLatest({ onSubmitted, onClosed });
  const watchingRef = useLatest(watching);
  const reporter = useRef<ProctoringReporter | null>(null);

  useEffect(() => {
    if (!rule) return;
    const sent = new ProctoringReporter(
      answerSheetId,
      {
        uploadSnapshot: (snapshot) => postUploadFile(snapshot, { silent: true }),
        postEvent: postProctoringEvent,
      },
      {
        onStanding: setStanding,
        onSubmitted: () => listeners.current.onSubmitted(),
        onClosed: (code) => listeners.current.onClosed(code),
      },
    );
    reporter.current = sent;
    const retry = () => void sent.send();
    const timer = window.setInterval(retry, SAVE_RETRY_DELAY_MS);
    window.addEventListener('online', retry);
    return () => {
      sent.close();
      window.clearInterval(timer);
      window.removeEventListener('online', retry);
    };
  }, [answerSheetId, rule, listeners]);

  // The loudest moment since the last look.
  const loudest = useRef(0);
  useEffect(() => {
    loudest.current = Math.max(loudest.current, meter.level);
  }, [meter.level]);

  const idPhotoUrl = rule?.compareIdPhoto ? (proctoring?.idPhotoUrl ?? null) : null;
  useEffect(() => {
    if (!rule || !media.stream) return;
    let gone = false;
    let idPhoto: Float32Array | null = null;
    // A look slower than the interval (a slow computer, the models' first run) is not overlapped:
    // the ticks meanwhile are skipped, so one moment is never counted several times.
    let looking = false;
    const look = async () => {
      const sent = reporter.current;
      if (gone || looking || !sent || !watchingRef.current) return;
      looking = true;
      try {
        await lookOnce(sent);
      } finally {
        looking = false;
      }
    };
    const lookOnce = async (sent: ProctoringReporter) => {
      const video = videoRef.current;
      const noisy = rule.microphone && exceedsThreshold(loudest.current, rule.noiseThreshold);
      loudest.current = 0;
      const snapshot = video && rule.camera ? await snapshotOf(video).catch(() => null) : null;
      if (noisy) sent.report(ProctoringViolation.NOISE, snapshot);
      if (!rule.camera || !video) return;
      try {
        const detector = await loadFaceDetector();
        if (idPhotoUrl && !idPhoto) idPhoto = await detector.descriptorOf(idPhotoUrl);
        const reading = await detector.read(video, idPhoto !== null);
        if (gone) return;
        const violation =
          violationOfVerdict[reading.verdict] ??
          (idPhoto && reading.descriptor && !matchesIdPhoto(reading.descriptor, idPhoto)
            ? ProctoringViolation.FACE_MISMATCH
            : undefined);
        if (violation) sent.report(violation, snapshot);
      } catch {
        setFailed(true);
      }
    };
    // Models load ahead, so the first look is as quick as the next.
    if (rule.camera) void loadFaceDetector().catch(() => setFailed(true));
    const timer = window.setInterval(
      () => void look(),
      rule.faceCheckIntervalSeconds * MILLIS_PER_SECOND,
    );
    return () => {
      gone = true;
      window.clearInterval(timer);
    };
  }, [rule, media.stream, idPhotoUrl, videoRef, watchingRef]);

  return { rule, standing, problem: media.problem, failed, videoRef, stream: media.stream };
}
