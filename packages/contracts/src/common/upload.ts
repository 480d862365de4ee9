import { z } from 'zod';

/** Spec §7/§9: upload fileType is a number, default 1. */
export const DEFAULT_UPLOAD_FILE_TYPE = 1;

/**
 * Spec §5 allowed extensions for uploads (exam file questions and attachments), plus webm and m4a,
 * which browsers record audio and video answers in (RECORDING_EXTENSION_BY_MIME).
 */
export const UPLOAD_EXTENSIONS = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'mp3',
  'mp4',
  'swf',
  'rar',
  'zip',
  'webm',
  'm4a',
] as const;
export type TUploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/**
 * The containers MediaRecorder records in → the extension a recording is uploaded with: webm
 * (Firefox, Chrome) and mp4 (Safari, Chrome), an audio-only mp4 being an m4a file.
 */
export const RECORDING_EXTENSION_BY_MIME = {
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'audio/webm': 'webm',
  'video/webm': 'webm',
} as const satisfies Record<string, TUploadExtension>;

/** Spec §9 image extensions. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

/** Downloads: GET the file URL with this query to receive it as a binary attachment (spec §7). */
export const DOWNLOAD_QUERY = { 'response-content-type': 'application/octet-stream' } as const;

/** Served files live under `${API_BASE}${FILES_PATH}/{fileId}/{fileName}`. */
export const FILES_PATH = '/files';

/** The answer body of both upload calls: the absolute file URL. */
export const ZUploadResponse = z.string().url();
export type TUploadResponse = z.infer<typeof ZUploadResponse>;
