import {
  postProctoringRecording as endpoint,
  type TRecordingSource,
} from '@lectern/contracts/exams/post-proctoring-recording';
import { upload } from '@/lib/api-client';

/**
 * POST /exam/proctoring/recording: one chunk of the sheet's recording. Silent: a chunk that
 * cannot be sent is sent again with its sequence number, which the server takes once.
 */
export const postProctoringRecording = (
  chunk: Blob,
  fields: { answerSheetId: string; source: TRecordingSource; sequence: number },
) => upload(endpoint, chunk, fields, { silent: true });
