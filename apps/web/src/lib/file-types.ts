import { IMAGE_EXTENSIONS } from '@lectern/contracts/common/upload';

/** Spec §9 icon categories. */
export const FileCategory = {
  IMAGE: 'image',
  VIDEO: 'video',
  AUDIO: 'audio',
  WORD: 'word',
  EXCEL: 'excel',
  PPT: 'ppt',
  PDF: 'pdf',
  SWF: 'swf',
  ARCHIVE: 'archive',
  OTHER: 'other',
} as const;
export type TFileCategory = (typeof FileCategory)[keyof typeof FileCategory];

const categoryExtensions: Record<Exclude<TFileCategory, 'other'>, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  video: ['mp4'],
  audio: ['mp3'],
  word: ['doc', 'docx'],
  excel: ['xls', 'xlsx'],
  ppt: ['ppt', 'pptx'],
  pdf: ['pdf'],
  swf: ['swf'],
  archive: ['zip', 'rar', '7z'],
};

/** Spec §2 attachment list: the types that can be previewed. */
export const PREVIEW_EXTENSIONS: readonly string[] = [
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'pdf',
  ...IMAGE_EXTENSIONS,
];

/** Lower-case extension of a file name or URL ('' when there is none). */
export function extensionOf(nameOrUrl: string): string {
  const path = nameOrUrl.split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export function fileCategoryOf(extension: string): TFileCategory {
  const entry = Object.entries(categoryExtensions).find(([, extensions]) =>
    extensions.includes(extension),
  );
  return entry ? (entry[0] as TFileCategory) : FileCategory.OTHER;
}

export const isImageExtension = (extension: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extension);

/** The absolute http(s) URL of a file, or null for anything else (javascript:, data:, ...). */
export function absoluteFileUrl(url: string, base: string = window.location.href): string | null {
  try {
    const absolute = new URL(url, base);
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : null;
  } catch {
    return null;
  }
}
