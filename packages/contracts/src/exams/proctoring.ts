import { z } from 'zod';
import { ZEpochMillis } from '../common/primitives';

/**
 * Spec §1 proctored exams, §2 device-check wizard, §5 "Device check", §8 "Proctoring messages"
 * (issue 21): what a paper asks of the examinee's devices, set per paper in the content pack and
 * shown to the client with the preview and the answer sheet.
 */

/** What the proctoring counts (spec §8 "Counted violations"). */
export const ProctoringViolation = {
  NO_FACE: 'noFace',
  MULTIPLE_FACES: 'multipleFaces',
  FACE_MISMATCH: 'faceMismatch',
  NOISE: 'noise',
} as const;
export const ZProctoringViolation = z.enum(ProctoringViolation);
export type TProctoringViolation = z.infer<typeof ZProctoringViolation>;

/** How many of one violation a sheet may have; one more submits it. null: any number. */
const ZViolationLimit = z.number().int().nonnegative().max(1000).nullable().default(null);

export const ZProctoringRule = z.object({
  /** The examinee's camera is watched, with face checks. */
  camera: z.boolean().default(true),
  /** Spec §5/§9: a face must be held for {0} consecutive seconds at the device check. */
  faceCheckSeconds: z.number().int().min(1).max(60).default(3),
  /** Seconds between two face checks during the exam. */
  faceCheckIntervalSeconds: z.number().int().min(5).max(600).default(30),
  /** Each check compares the face with the learner's ID photo (when they have one). */
  compareIdPhoto: z.boolean().default(true),
  /** The microphone's volume is watched. */
  microphone: z.boolean().default(false),
  /**
   * Spec §5: the volume level (0–100) the device check must exceed (the microphone works), and
   * which, during the exam, counts as noise above threshold.
   */
  noiseThreshold: z.number().int().min(1).max(100).default(60),
  /** The desktop is recorded (getDisplayMedia) and kept as uploads of the sheet. */
  screenRecording: z.boolean().default(false),
  /** A phone secondary camera, linked by a QR code, must be connected (spec §2). */
  phoneCamera: z.boolean().default(false),
  maxNoFace: ZViolationLimit,
  maxMultipleFaces: ZViolationLimit,
  maxFaceMismatch: ZViolationLimit,
  maxNoise: ZViolationLimit,
});
export type TProctoringRule = z.infer<typeof ZProctoringRule>;

/** The pack's field: null, a paper without proctoring. */
export const ZPackProctoring = ZProctoringRule.nullable().default(null);

/**
 * The preview's proctoring (spec §2 device-check entry): the paper's rule, and until when the
 * learner's last passed device check lets them start (null: none passed, or it ran out).
 */
export const ZPreviewProctoring = z.object({
  rule: ZProctoringRule,
  checkValidUntil: ZEpochMillis.nullable(),
  /** The learner's ID photo the face checks compare with (spec §1); null: none on file. */
  idPhotoUrl: z.string().nullable(),
});
export type TPreviewProctoring = z.infer<typeof ZPreviewProctoring>;
