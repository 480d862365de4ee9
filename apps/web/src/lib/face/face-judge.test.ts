import { describe, expect, it } from 'vitest';
import {
  descriptorDistance,
  frameBrightness,
  FrameVerdict,
  holdSince,
  isFrontal,
  judgeFrame,
  matchesIdPhoto,
  type TFaceDetection,
} from './face-judge';

/** 68 landmark points with the eyes' outer corners at x 100 and 200 and the nose tip at `noseX`. */
const landmarksWithNoseAt = (noseX: number) =>
  Array.from({ length: 68 }, (_, index) => {
    if (index === 36) return { x: 100, y: 100 };
    if (index === 45) return { x: 200, y: 100 };
    if (index === 30) return { x: noseX, y: 150 };
    return { x: 150, y: 150 };
  });

const face = (score: number, noseX = 150): TFaceDetection => ({
  score,
  landmarks: landmarksWithNoseAt(noseX),
});
const LIT = 120;

describe('judgeFrame', () => {
  it.each([
    ['one frontal face in good light', [face(0.9)], LIT, FrameVerdict.OK],
    ['no face', [], LIT, FrameVerdict.NO_FACE],
    ['only a detection below the score', [face(0.4)], LIT, FrameVerdict.NO_FACE],
    ['two faces', [face(0.9), face(0.7)], LIT, FrameVerdict.MULTIPLE_FACES],
    ['a second face too weak to count', [face(0.9), face(0.3)], LIT, FrameVerdict.OK],
    ['a face turned away', [face(0.9, 112)], LIT, FrameVerdict.NOT_FACING],
    ['a face in the dark', [face(0.9)], 20, FrameVerdict.TOO_DARK],
    ['nothing in the dark', [], 20, FrameVerdict.TOO_DARK],
    ['two faces in the dark', [face(0.9), face(0.8)], 20, FrameVerdict.MULTIPLE_FACES],
  ])('%s', (_name, detections, brightness, verdict) => {
    expect(judgeFrame(detections, brightness)).toBe(verdict);
  });
});

describe('isFrontal', () => {
  it('takes a nose near the middle of the eyes as facing the camera', () => {
    expect(isFrontal(landmarksWithNoseAt(140))).toBe(true);
    expect(isFrontal(landmarksWithNoseAt(165))).toBe(true);
  });
  it('takes a nose near one eye as a turned head', () => {
    expect(isFrontal(landmarksWithNoseAt(120))).toBe(false);
    expect(isFrontal(landmarksWithNoseAt(190))).toBe(false);
  });
  it('refuses landmarks it cannot read', () => {
    expect(isFrontal([])).toBe(false);
  });
});

describe('frameBrightness', () => {
  it('is the mean luma of the pixels', () => {
    const white = new Uint8ClampedArray(16 * 4).fill(255);
    const black = new Uint8ClampedArray(16 * 4);
    expect(frameBrightness(white, 1)).toBeCloseTo(255);
    expect(frameBrightness(black, 1)).toBe(0);
  });
  it('weighs green most, as the eye does', () => {
    const green = new Uint8ClampedArray([0, 255, 0, 255]);
    const blue = new Uint8ClampedArray([0, 0, 255, 255]);
    expect(frameBrightness(green, 1)).toBeGreaterThan(frameBrightness(blue, 1));
  });
});

describe('holdSince', () => {
  it('counts consecutive good frames from the first, and starts again after a bad one', () => {
    let since = holdSince(null, FrameVerdict.OK, 1_000);
    since = holdSince(since, FrameVerdict.OK, 2_000);
    expect(since).toBe(1_000);
    since = holdSince(since, FrameVerdict.NO_FACE, 2_500);
    expect(since).toBeNull();
    expect(holdSince(since, FrameVerdict.OK, 3_000)).toBe(3_000);
  });
});

describe('face matching', () => {
  it('measures the euclidean distance of two descriptors', () => {
    expect(descriptorDistance([0, 0, 0], [3, 4, 0])).toBe(5);
    expect(descriptorDistance([1], [1, 2])).toBe(Number.POSITIVE_INFINITY);
  });
  it('takes descriptors within 0.6 as the same person', () => {
    expect(matchesIdPhoto([0.1, 0.2], [0.1, 0.7])).toBe(true);
    expect(matchesIdPhoto([0.1, 0.2], [0.1, 0.9])).toBe(false);
  });
});
