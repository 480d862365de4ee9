import type { TRecordingSource } from '@lectern/contracts/exams/post-proctoring-recording';
import { ApiError } from '@/lib/api-client';
import { readStored, writeStored } from '@/lib/storage';
import { recordingCounterKey } from '@/lib/storage-keys';
import { postProctoringRecording } from '../../api/post-proctoring-recording';
import { isConnectionFailure } from '../answer-saver';

/** One chunk of a recording every this many milliseconds (MediaRecorder's timeslice). */
export const CHUNK_MS = 10_000;

/**
 * The chunks of a sheet's recording from one source, uploaded in order to POST
 * /exam/proctoring/recording; a chunk the connection lost is sent again with its number by
 * `flush`. Numbers go on from the last one this browser gave, so a recording started again (a
 * reload, sharing the screen again, the phone reconnecting) adds to the sheet's chunks instead of
 * being taken for chunks already sent.
 */
export const createChunkUploads = (answerSheetId: string, source: TRecordingSource) => {
  const counterKey = recordingCounterKey(answerSheetId, source);
  const queue: { sequence: number; chunk: Blob }[] = [];
  let sending = false;

  const flush = async () => {
    if (sending) return;
    sending = true;
    try {
      for (let next = queue[0]; next; next = queue[0]) {
        try {
          await postProctoringRecording(next.chunk, {
            answerSheetId,
            source,
            sequence: next.sequence,
          });
        } catch (error) {
          if (isConnectionFailure(error instanceof ApiError ? error.code : '')) return;
        }
        queue.shift();
      }
    } finally {
      sending = false;
    }
  };

  return {
    push: (chunk: Blob) => {
      if (chunk.size === 0) return;
      const sequence = Number(readStored(counterKey) ?? 0);
      writeStored(counterKey, String(sequence + 1));
      queue.push({ sequence, chunk });
      void flush();
    },
    flush,
  };
};

/** Records `stream` into `uploads` until the returned function stops it. */
export const recordInto = (stream: MediaStream, uploads: ReturnType<typeof createChunkUploads>) => {
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
  recorder.ondataavailable = (event) => uploads.push(event.data);
  recorder.start(CHUNK_MS);
  return () => {
    if (recorder.state !== 'inactive') recorder.stop();
  };
};
