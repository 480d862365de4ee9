import { RecordingSource } from '@lectern/contracts/exams/post-proctoring-recording';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SAVE_RETRY_DELAY_MS } from '../answer-saver';
import { requestWholeScreen } from '../../components/proctoring/screen-capture';
import { createChunkUploads, recordInto } from './recording-chunks';
import { stopStream } from '@/lib/camera/media-stream';

export type TScreenRecordingState = 'off' | 'recording' | 'stopped' | 'unsupported';

/**
 * Issue 21 point 6 desktop recording: the whole screen, shared by the learner's click, recorded
 * as WebM chunks uploaded in order (source 'screen', recording-chunks.ts). Stops with the screen.
 */
export function useScreenRecording(answerSheetId: string, asked: boolean) {
  const [state, setState] = useState<TScreenRecordingState>('off');
  const stream = useRef<MediaStream | null>(null);
  const uploads = useMemo(
    () => createChunkUploads(answerSheetId, RecordingSource.SCREEN),
    [answerSheetId],
  );

  const start = useCallback(async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getDisplayMedia) {
      setState('unsupported');
      return;
    }
    const shared = await requestWholeScreen();
    if (!shared) return;
    stream.current = shared;
    recordInto(shared, uploads);
    // The learner stopped sharing from the browser's bar (spec §8 'screen recording stopped').
    shared.getVideoTracks()[0]?.addEventListener('ended', () => setState('stopped'));
    setState('recording');
  }, [uploads]);

  useEffect(() => {
    if (!asked) return;
    const timer = window.setInterval(() => void uploads.flush(), SAVE_RETRY_DELAY_MS);
    return () => {
      window.clearInterval(timer);
      stopStream(stream.current);
    };
  }, [asked, uploads]);

  return { state, start };
}

/**
 * Issue 21 point 6 phone recording: the phone secondary camera's picture, as this page receives
 * it, recorded while it streams and uploaded as source 'phone'.
 */
export function usePhoneRecording(answerSheetId: string, stream: MediaStream | null) {
  const uploads = useMemo(
    () => createChunkUploads(answerSheetId, RecordingSource.PHONE),
    [answerSheetId],
  );
  useEffect(() => {
    if (!stream || typeof MediaRecorder === 'undefined') return;
    const stop = recordInto(stream, uploads);
    const timer = window.setInterval(() => void uploads.flush(), SAVE_RETRY_DELAY_MS);
    return () => {
      stop();
      window.clearInterval(timer);
    };
  }, [stream, uploads]);
}
