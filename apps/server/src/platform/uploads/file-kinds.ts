import { UPLOAD_EXTENSIONS, type TUploadExtension } from '@lectern/contracts/common/upload';

/** What file-type reports for the bytes → the name extensions it may carry (spec §5). */
const EXTENSIONS_BY_DETECTED_TYPE: Record<string, readonly TUploadExtension[]> = {
  // doc, xls and ppt are OLE compound files: the bytes alone do not say which.
  cfb: ['doc', 'xls', 'ppt'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  mp3: ['mp3'],
  // An audio-only mp4 recording is named m4a; browsers mark it with either brand.
  mp4: ['mp4', 'm4a'],
  m4a: ['m4a', 'mp4'],
  webm: ['webm'],
  swf: ['swf'],
  rar: ['rar'],
  zip: ['zip'],
};

const MIME_BY_EXTENSION: Record<TUploadExtension | 'svg', string> = {
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  swf: 'application/x-shockwave-flash',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  // A webm recording may hold only audio; media elements play either from this type.
  webm: 'video/webm',
  m4a: 'audio/mp4',
  svg: 'image/svg+xml',
};

/** Image uploads usable as an avatar (spec §9 image extensions). */
export const IMAGE_MIMES: readonly string[] = ['image/png', 'image/jpeg'];

export type AcceptedKind = { extension: string; mime: string };

export const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

const looksLikeSvg = (head: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(head.toString('utf8'));

/**
 * Accepts a file when its bytes are of an allowed type and the name's extension belongs to that
 * type's family. `allowSvg` is for operator-supplied content packs only: learners cannot upload
 * SVG, which can carry script.
 */
export const acceptFileKind = (
  fileName: string,
  detectedType: string | undefined,
  head: Buffer,
  { allowSvg = false }: { allowSvg?: boolean } = {},
): AcceptedKind | null => {
  const extension = extensionOf(fileName);
  if (allowSvg && extension === 'svg' && detectedType === undefined && looksLikeSvg(head)) {
    return { extension, mime: MIME_BY_EXTENSION.svg };
  }
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) return null;
  const family = detectedType === undefined ? undefined : EXTENSIONS_BY_DETECTED_TYPE[detectedType];
  if (!family?.includes(extension as TUploadExtension)) return null;
  return { extension, mime: MIME_BY_EXTENSION[extension as TUploadExtension] };
};
