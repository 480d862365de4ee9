import { RecordingSource } from '@lectern/contracts/exams/post-proctoring-recording';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { postProctoringRecording } from '../../api/post-proctoring-recording';
import { isConnectionFailure, SAVE_RETRY_DELAY_MS } from '../answer-saver';
import { requestWholeScreen } from '../../components/proctoring/screen-capture';
import { stopStream } from './use-media';

/** One chunk of the recording every this many milliseconds (MediaRecorder's timeslice). */
const CHUNK_MS = 10_000;

export type TScreenRecordingState = 'off' | 'recording' | 'stopped' | 'unsupported';

/**
 * Issue 21 point 6 desktop recording: the whole screen, shared by the learner's click, recorded
 * as WebM chunks uploaded in order to POST /exam/proctoring/recording (source 'screen'); a chunk
 * the connection lost is sent again with its sequence number. Stops with the screen.
 */
export function useScreenRecording(answerSheetId: string, asked: boolean) {
  const [state, setState] = useState<TScreenRecordingState>('off');
  const stream = useRef<MediaStream | null>(null);
  const queue = useRef<{ sequence: number; chunk: Blob }[]>([]);
  const nextSequence = useRef(0);
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (let next = queue.current[0]; next; next = queue.current[0]) {
        try {
          await postProctoringRecording(next.chunk, {
            answerSheetId,
            source: RecordingSource.SCREEN,
            sequence: next.sequence,
          });
        } catch (error) {
          if (isConnectionFailure(error instanceof ApiError ? error.code : '')) return;
        }
        queue.current.shift();
      }
    } finally {
      sending.current = false;
    }
  }, [answerSheetId]);

  const start = useCallback(async () => {
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getDisplayMedia) {
      setState('unsupported');
      return;
    }
    const shared = await requestWholeScreen();
    if (!shared) return;
    stream.current = shared;
    const recorder = new MediaRecorder(shared, { mimeType: 'video/webm' });
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      queue.current.push({ sequence: nextSequence.current, chunk: event.data });
      nextSequence.current += 1;
      void send();
    };
    // The learner stopped sharing from the browser's bar (spec §8 'screen recording stopped').
    shared.getVideoTracks()[0]?.addEventListener('ended', () => setState('stopped'));
    recorder.start(CHUNK_MS);
    setState('recording');
  }, [send]);

  useEffect(() => {
    if (!asked) return;
    const timer = window.setInterval(() => void send(), SAVE_RETRY_DELAY_MS);
    return () => {
      window.clearInterval(timer);
      stopStream(stream.current);
    };
  }, [asked, send]);

  return { state, start };
}
