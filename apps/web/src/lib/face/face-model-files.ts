/**
 * The face models a proctored exam and a course's face capture load (docs/decisions/0050): the
 * tiny face detector, the tiny 68-point landmarks and the recognition net of @vladmandic/face-api,
 * each a manifest and its weights. The build copies exactly these into FACE_MODELS_FOLDER (build/face-models-plugin.ts).
 */
export const FACE_MODELS_FOLDER = 'face-models';

export const FaceModel = {
  DETECTOR: 'tiny_face_detector_model',
  LANDMARKS: 'face_landmark_68_tiny_model',
  RECOGNITION: 'face_recognition_model',
} as const;

export const FACE_MODEL_FILES: readonly string[] = Object.values(FaceModel).flatMap((model) => [
  `${model}-weights_manifest.json`,
  `${model}.bin`,
]);
