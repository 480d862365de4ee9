import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';

/** Which recording a chunk belongs to: the desktop, or the phone secondary camera. */
export const RecordingSource = { SCREEN: 'screen', PHONE: 'phone' } as const;
export const ZRecordingSource = z.enum(RecordingSource);
export type TRecordingSource = z.infer<typeof ZRecordingSource>;

/** The longest chunk, and the most chunks one sheet keeps per source. */
export const MAX_RECORDING_CHUNK_BYTES = 8 * 1024 * 1024;
export const MAX_RECORDING_CHUNKS = 2_000;

export const ZPostProctoringRecordingResponse = z.object({ sequence: z.number().int() });

/**
 * Issue 21 point 6: one chunk of a MediaRecorder recording (WebM) of the sheet being answered,
 * kept as a private upload of the sheet. Multipart fields: answerSheetId, source, sequence (from
 * 0, a chunk sent again with its number is the same chunk) and file.
 */
export const postProctoringRecording = defineEndpoint({
  method: 'POST',
  path: '/exam/proctoring/recording',
  access: 'member',
  summary: 'Upload one chunk of the desktop or phone-camera recording of a sheet',
  multipartFields: ['answerSheetId', 'source', 'sequence', 'file'],
  response: ZPostProctoringRecordingResponse,
});
