/**
 * How a camera frame is judged (spec §5 "Device check": facing the camera, with good light, and
 * not several faces; docs/decisions/0050). Pure: the face models' output goes in, a verdict out.
 */

/** A detection of the tiny face detector, with its 68 landmark points. */
export type TFaceDetection = {
  score: number;
  landmarks: readonly { x: number; y: number }[];
};

export const FrameVerdict = {
  OK: 'ok',
  NO_FACE: 'noFace',
  MULTIPLE_FACES: 'multipleFaces',
  NOT_FACING: 'notFacing',
  TOO_DARK: 'tooDark',
} as const;
export type TFrameVerdict = (typeof FrameVerdict)[keyof typeof FrameVerdict];

/** A detection below this score is no face (the tiny detector's usual cut). */
export const MIN_FACE_SCORE = 0.5;
/** Mean luma (0–255) under which the frame is too dark to judge a face. */
export const MIN_BRIGHTNESS = 50;
/**
 * The nose tip's place between the outer eye corners, from 0 (left) to 1 (right): outside this
 * band the head is turned away.
 */
export const FRONTAL_NOSE_BAND = [0.3, 0.7] as const;
/** Spec §1 face matching: descriptors further apart than this are two people (face-api's usual 0.6). */
export const FACE_MATCH_DISTANCE = 0.6;

/** 68-point landmark indices: outer corners of the eyes, and the nose tip. */
const LEFT_EYE_OUTER = 36;
const RIGHT_EYE_OUTER = 45;
const NOSE_TIP = 30;

/** Whether the face looks at the camera: its nose tip halfway between the eyes, roughly. */
export function isFrontal(landmarks: TFaceDetection['landmarks']): boolean {
  const left = landmarks[LEFT_EYE_OUTER];
  const right = landmarks[RIGHT_EYE_OUTER];
  const nose = landmarks[NOSE_TIP];
  if (!left || !right || !nose) return false;
  const width = right.x - left.x;
  if (width <= 0) return false;
  const place = (nose.x - left.x) / width;
  return place >= FRONTAL_NOSE_BAND[0] && place <= FRONTAL_NOSE_BAND[1];
}

/** Mean luma (Rec. 601) of RGBA pixels, sampling one pixel in `step`. */
export function frameBrightness(pixels: Uint8ClampedArray, step = 4): number {
  let sum = 0;
  let count = 0;
  for (let index = 0; index + 2 < pixels.length; index += 4 * step) {
    sum +=
      0.299 * (pixels[index] ?? 0) +
      0.587 * (pixels[index + 1] ?? 0) +
      0.114 * (pixels[index + 2] ?? 0);
    count += 1;
  }
  return count === 0 ? 0 : sum / count;
}

/** The verdict on one frame: its faces above the score, and its light. */
export function judgeFrame(
  detections: readonly TFaceDetection[],
  brightness: number,
): TFrameVerdict {
  const faces = detections.filter((detection) => detection.score >= MIN_FACE_SCORE);
  if (faces.length > 1) return FrameVerdict.MULTIPLE_FACES;
  const dark = brightness < MIN_BRIGHTNESS;
  const [face] = faces;
  if (!face) return dark ? FrameVerdict.TOO_DARK : FrameVerdict.NO_FACE;
  if (dark) return FrameVerdict.TOO_DARK;
  return isFrontal(face.landmarks) ? FrameVerdict.OK : FrameVerdict.NOT_FACING;
}

/**
 * Spec §5 "{0} consecutive seconds": since when the frames have been good, or null. A bad frame
 * starts the count again.
 */
export function holdSince(
  since: number | null,
  verdict: TFrameVerdict,
  now: number,
): number | null {
  if (verdict !== FrameVerdict.OK) return null;
  return since ?? now;
}

/** Euclidean distance of two face descriptors (128 numbers each). */
export function descriptorDistance(a: ArrayLike<number>, b: ArrayLike<number>): number {
  if (a.length !== b.length) return Number.POSITIVE_INFINITY;
  let sum = 0;
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    sum += difference * difference;
  }
  return Math.sqrt(sum);
}

/** Whether a face is the ID photo's person (spec §1 face matching). */
export const matchesIdPhoto = (face: ArrayLike<number>, idPhoto: ArrayLike<number>) =>
  descriptorDistance(face, idPhoto) <= FACE_MATCH_DISTANCE;
