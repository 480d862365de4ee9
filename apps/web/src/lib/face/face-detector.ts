import type * as FaceApi from '@vladmandic/face-api';
import { FACE_MODELS_FOLDER } from './face-model-files';
import {
  frameBrightness,
  judgeFrame,
  MIN_FACE_SCORE,
  type TFaceDetection,
  type TFrameVerdict,
} from './face-judge';

/** The detector's input size: small and quick, enough for one face near a webcam (multiple of 32). */
const DETECTOR_INPUT_SIZE = 320;
/** A frame is judged at this width (its brightness and its faces). */
const FRAME_WIDTH = 320;
/** The snapshot kept of a check, as an upload (spec §5, issue 21 point 6). */
const SNAPSHOT_WIDTH = 480;
const SNAPSHOT_QUALITY = 0.8;
/** The detector's input sizes tried in turn on a still picture (an ID photo, a snapshot). */
const PICTURE_INPUT_SIZES = [DETECTOR_INPUT_SIZE, 224, 160] as const;
/** Lower than MIN_FACE_SCORE: a weak second face still counts as one (judgeFrame decides). */
const DETECTION_SCORE = 0.3;

/** tfjs' backend calls, which face-api's typings leave out of its `tf` (STACK.md). */
type TTensorflow = {
  setBackend: (name: string) => Promise<boolean>;
  ready: () => Promise<void>;
  getBackend: () => string;
};

/** One look at the camera: the verdict, and the face's descriptor when asked for and one face. */
export type TFaceReading = {
  verdict: TFrameVerdict;
  faces: number;
  descriptor: Float32Array | null;
};

export type TFaceDetector = {
  /** The tfjs backend in use ('webgl', or 'cpu' where the browser has no WebGL). */
  backend: string;
  read: (video: HTMLVideoElement, withDescriptor: boolean) => Promise<TFaceReading>;
  /** The descriptor of the one face of a picture (the ID photo); null: no single face in it. */
  descriptorOf: (pictureUrl: string) => Promise<Float32Array | null>;
};

const modelsUrl = () => `${import.meta.env.BASE_URL}${FACE_MODELS_FOLDER}`;

const canvasOf = (source: CanvasImageSource, width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context?.drawImage(source, 0, 0, width, height);
  return { canvas, context };
};

/** The video's current frame, at `width`, keeping its proportions. */
const frameOf = (video: HTMLVideoElement, width: number) => {
  const scale = width / (video.videoWidth || width);
  return canvasOf(video, width, Math.round((video.videoHeight || width * 0.75) * scale));
};

/** A JPEG of the video's current frame, to upload as the check's snapshot. */
export async function snapshotOf(video: HTMLVideoElement): Promise<File> {
  const { canvas } = frameOf(video, SNAPSHOT_WIDTH);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', SNAPSHOT_QUALITY),
  );
  if (!blob) throw new Error('snapshot failed');
  return new File([blob], `snapshot-${Date.now()}.jpg`, { type: 'image/jpeg' });
}

const toDetections = (
  results: readonly {
    detection: { score: number };
    landmarks: { positions: { x: number; y: number }[] };
  }[],
): TFaceDetection[] =>
  results.map(({ detection, landmarks }) => ({
    score: detection.score,
    landmarks: landmarks.positions,
  }));

/** Picks WebGL where the browser has it, else the CPU (Chromium with --disable-gpu has no WebGL). */
async function chooseBackend(tf: TTensorflow) {
  try {
    if (await tf.setBackend('webgl')) {
      await tf.ready();
      return tf.getBackend();
    }
  } catch {
    // No WebGL context: the CPU backend below.
  }
  await tf.setBackend('cpu');
  await tf.ready();
  return tf.getBackend();
}

async function createDetector(): Promise<TFaceDetector> {
  const faceapi: typeof FaceApi = await import('@vladmandic/face-api');
  const backend = await chooseBackend(faceapi.tf as unknown as TTensorflow);
  const url = modelsUrl();
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(url),
    faceapi.nets.faceLandmark68TinyNet.loadFromUri(url),
  ]);
  // The recognition net (6.4 MB) loads only when a descriptor is first asked for.
  let recognition: Promise<void> | null = null;
  const withRecognition = () => (recognition ??= faceapi.nets.faceRecognitionNet.loadFromUri(url));
  const options = new faceapi.TinyFaceDetectorOptions({
    inputSize: DETECTOR_INPUT_SIZE,
    scoreThreshold: DETECTION_SCORE,
  });

  return {
    backend,
    read: async (video, withDescriptor) => {
      const { canvas, context } = frameOf(video, FRAME_WIDTH);
      const pixels = context?.getImageData(0, 0, canvas.width, canvas.height).data;
      const brightness = pixels ? frameBrightness(pixels) : 0;
      const found = await faceapi.detectAllFaces(canvas, options).withFaceLandmarks(true);
      const verdict = judgeFrame(toDetections(found), brightness);
      let descriptor: Float32Array | null = null;
      if (withDescriptor && found.length === 1) {
        await withRecognition();
        const described = await faceapi
          .detectSingleFace(canvas, options)
          .withFaceLandmarks(true)
          .withFaceDescriptor();
        descriptor = described?.descriptor ?? null;
      }
      return { verdict, faces: found.length, descriptor };
    },
    descriptorOf: async (pictureUrl) => {
      await withRecognition();
      const picture = await faceapi.fetchImage(pictureUrl);
      // An ID photo is a close-up: a face filling the picture escapes the detector at 320 and is
      // found at a smaller input, where it spans fewer cells (decision 0050).
      for (const inputSize of PICTURE_INPUT_SIZES) {
        const found = await faceapi
          .detectAllFaces(
            picture,
            new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: MIN_FACE_SCORE }),
          )
          .withFaceLandmarks(true)
          .withFaceDescriptors();
        if (found.length > 1) return null;
        if (found[0]) return found[0].descriptor;
      }
      return null;
    },
  };
}

let detector: Promise<TFaceDetector> | null = null;

/**
 * face-api and its models, loaded once and only by the screens that look at a face: a proctored
 * paper's, a course's face capture (face-api is 330 kB gzip: its own chunk, never the first
 * screens').
 */
export function loadFaceDetector(): Promise<TFaceDetector> {
  detector ??= createDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}
