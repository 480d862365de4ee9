import { extensionOf, isImageExtension } from './file-types';

/** Spec §9 image compression: the default target size. */
export const COMPRESSION_TARGET_KB = 1024;
/** Spec §9: sides shrink by 1.1 × √(size / target), a margin so one pass lands under target. */
export const COMPRESSION_SCALE_FACTOR = 1.1;
/** Spec §9: the default maximum width. */
export const COMPRESSION_MAX_WIDTH = 800;
/** Spec §9: compressed images are JPEG. */
export const COMPRESSED_TYPE = 'image/jpeg';
/** The browsers' own default JPEG quality. */
export const COMPRESSED_QUALITY = 0.92;
const BYTES_PER_KB = 1024;

export const ImageCompressionFailure = {
  /** Spec §5: only png, jpg and jpeg ('current file type does not support compression'). */
  UNSUPPORTED_TYPE: 'unsupportedType',
  /** Spec §5: the minimum width and height, when given. */
  TOO_SMALL: 'tooSmall',
  /** The file says it is an image but the browser cannot decode it. */
  UNREADABLE: 'unreadable',
} as const;
export type TImageCompressionFailure =
  (typeof ImageCompressionFailure)[keyof typeof ImageCompressionFailure];

export class ImageCompressionError extends Error {
  constructor(
    readonly reason: TImageCompressionFailure,
    /** For TOO_SMALL: the least width and height the picture needs. */
    readonly minimum: TSize = { width: 0, height: 0 },
  ) {
    super(`Image compression failed: ${reason}`);
    this.name = 'ImageCompressionError';
  }
}

export type TCompressionOptions = {
  targetKb?: number;
  maxWidth?: number;
  minWidth?: number;
  minHeight?: number;
};

type TSize = { width: number; height: number };

/**
 * The size a picture is drawn at: scaled down by 1.1 × √(bytes / target) when it is over the
 * target, then to the maximum width; never scaled up.
 */
export function compressedSize(
  { width, height, bytes }: TSize & { bytes: number },
  { targetKb = COMPRESSION_TARGET_KB, maxWidth = COMPRESSION_MAX_WIDTH }: TCompressionOptions = {},
): TSize {
  const targetBytes = targetKb * BYTES_PER_KB;
  let scale =
    bytes > targetBytes ? 1 / (COMPRESSION_SCALE_FACTOR * Math.sqrt(bytes / targetBytes)) : 1;
  if (width * scale > maxWidth) scale = maxWidth / width;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A decoded picture that can be drawn at a size and encoded. */
export type TDecodedImage = TSize & {
  encode: (size: TSize, type: string, quality: number) => Promise<Blob>;
  close: () => void;
};

/** Decodes with createImageBitmap and draws on a canvas; white behind transparent pixels. */
export async function decodeInBrowser(file: Blob): Promise<TDecodedImage> {
  const bitmap = await createImageBitmap(file);
  return {
    width: bitmap.width,
    height: bitmap.height,
    close: () => bitmap.close(),
    encode: ({ width, height }, type, quality) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return Promise.reject(new Error('No 2d canvas context'));
      // JPEG has no transparency: without a fill, transparent pixels turn black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      return new Promise((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('Canvas encoding failed'))),
          type,
          quality,
        ),
      );
    },
  };
}

const jpegName = (name: string) => {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
};

/**
 * Spec §9 image compression: a png/jpg/jpeg over the target size or wider than the maximum width
 * is redrawn smaller as a JPEG; one that is neither is kept as it is. The minimum width and
 * height, when given, are checked on the original.
 */
export async function compressImage(
  file: File,
  options: TCompressionOptions = {},
  decode: (file: Blob) => Promise<TDecodedImage> = decodeInBrowser,
): Promise<File> {
  if (!isImageExtension(extensionOf(file.name))) {
    throw new ImageCompressionError(ImageCompressionFailure.UNSUPPORTED_TYPE);
  }
  const image = await decode(file).catch(() => {
    throw new ImageCompressionError(ImageCompressionFailure.UNREADABLE);
  });
  try {
    const { width, height } = image;
    const minimum = { width: options.minWidth ?? 0, height: options.minHeight ?? 0 };
    if (width < minimum.width || height < minimum.height) {
      throw new ImageCompressionError(ImageCompressionFailure.TOO_SMALL, minimum);
    }
    const { targetKb = COMPRESSION_TARGET_KB, maxWidth = COMPRESSION_MAX_WIDTH } = options;
    if (file.size <= targetKb * BYTES_PER_KB && width <= maxWidth) return file;

    const size = compressedSize({ width, height, bytes: file.size }, { targetKb, maxWidth });
    const compressed = await image.encode(size, COMPRESSED_TYPE, COMPRESSED_QUALITY).catch(() => {
      throw new ImageCompressionError(ImageCompressionFailure.UNREADABLE);
    });
    return new File([compressed], jpegName(file.name), {
      type: COMPRESSED_TYPE,
      lastModified: file.lastModified,
    });
  } finally {
    image.close();
  }
}
