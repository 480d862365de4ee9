import { describe, expect, it, vi } from 'vitest';
import {
  COMPRESSED_QUALITY,
  compressedSize,
  compressImage,
  ImageCompressionError,
  ImageCompressionFailure,
  type TDecodedImage,
} from './image-compression';

const KB = 1024;

/** A picture of `width` × `height` whose encoder answers `encodedBytes` bytes of JPEG. */
function fakePicture(width: number, height: number, encodedBytes = 100 * KB) {
  const encode = vi.fn(
    async () => new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' }),
  );
  const close = vi.fn();
  const decode = vi.fn(async (): Promise<TDecodedImage> => ({ width, height, encode, close }));
  return { decode, encode, close };
}

const fileOf = (name: string, bytes: number, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

describe('compressed size (spec §9: 1024 KB target, 1.1 × √ratio, 800 px wide)', () => {
  it.each([
    // [width, height, bytes, expected width, expected height]
    [600, 400, 500 * KB, 600, 400], // under target and narrow enough: unchanged
    [600, 400, 1024 * KB, 600, 400], // exactly the target is not over it
    [700, 700, 4096 * KB, 318, 318], // 4× the target: 700 / (1.1 × 2)
    [780, 390, 1600 * KB, 567, 284], // 780 / (1.1 × 1.25)
    [3200, 2400, 500 * KB, 800, 600], // small file, too wide: 800 px
    [4000, 3000, 2048 * KB, 800, 600], // the width cap is tighter than the size scale
    [1000, 5000, 300 * KB, 800, 4000], // tall pictures keep their proportions
  ])('%i×%i of %i bytes → %i×%i', (width, height, bytes, expectedWidth, expectedHeight) => {
    expect(compressedSize({ width, height, bytes })).toEqual({
      width: expectedWidth,
      height: expectedHeight,
    });
  });

  it('takes another target and maximum width', () => {
    expect(
      compressedSize({ width: 1000, height: 500, bytes: 400 * KB }, { targetKb: 100 }),
    ).toEqual({ width: 455, height: 227 });
    expect(compressedSize({ width: 1000, height: 500, bytes: KB }, { maxWidth: 200 })).toEqual({
      width: 200,
      height: 100,
    });
  });

  it('never answers a side of zero', () => {
    expect(compressedSize({ width: 4000, height: 1, bytes: KB })).toEqual({
      width: 800,
      height: 1,
    });
  });
});

describe('compressImage', () => {
  it('redraws a large picture as a smaller JPEG named .jpg', async () => {
    const picture = fakePicture(2000, 1500, 180 * KB);
    const compressed = await compressImage(
      fileOf('Holiday.photo.PNG', 3 * 1024 * KB),
      {},
      picture.decode,
    );

    expect(picture.encode).toHaveBeenCalledWith(
      { width: 800, height: 600 },
      'image/jpeg',
      COMPRESSED_QUALITY,
    );
    expect(compressed.name).toBe('Holiday.photo.jpg');
    expect(compressed.type).toBe('image/jpeg');
    expect(compressed.size).toBe(180 * KB);
    expect(picture.close).toHaveBeenCalled();
  });

  it('scales a heavy picture that is narrow enough by the size ratio', async () => {
    const picture = fakePicture(700, 700);
    await compressImage(fileOf('scan.jpeg', 4096 * KB, 'image/jpeg'), {}, picture.decode);
    expect(picture.encode).toHaveBeenCalledWith(
      { width: 318, height: 318 },
      'image/jpeg',
      COMPRESSED_QUALITY,
    );
  });

  it('keeps a picture that is small and narrow enough as it is', async () => {
    const picture = fakePicture(640, 480);
    const original = fileOf('me.png', 200 * KB);
    expect(await compressImage(original, {}, picture.decode)).toBe(original);
    expect(picture.encode).not.toHaveBeenCalled();
  });

  it.each(['notes.gif', 'clip.webp', 'report.pdf', 'no-extension'])(
    "refuses %s: 'current file type does not support compression'",
    async (name) => {
      const picture = fakePicture(100, 100);
      await expect(compressImage(fileOf(name, KB), {}, picture.decode)).rejects.toEqual(
        new ImageCompressionError(ImageCompressionFailure.UNSUPPORTED_TYPE),
      );
      expect(picture.decode).not.toHaveBeenCalled();
    },
  );

  it('checks the minimum width and height when given', async () => {
    const picture = fakePicture(300, 200);
    const error = await compressImage(
      fileOf('badge.jpg', KB, 'image/jpeg'),
      { minWidth: 300, minHeight: 240 },
      picture.decode,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ImageCompressionError);
    expect(error).toMatchObject({
      reason: ImageCompressionFailure.TOO_SMALL,
      minimum: { width: 300, height: 240 },
    });
    expect(picture.close).toHaveBeenCalled();

    const file = fileOf('badge.jpg', KB, 'image/jpeg');
    expect(await compressImage(file, { minWidth: 300, minHeight: 200 }, picture.decode)).toBe(file);
  });

  it('says so when the browser cannot read the picture', async () => {
    const decode = vi.fn(async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    await expect(compressImage(fileOf('broken.png', KB), {}, decode)).rejects.toMatchObject({
      reason: ImageCompressionFailure.UNREADABLE,
    });
  });
});
