import { z } from 'zod';
import { ZPackCode } from '../common/pack-audience';
import { ZEpochMillis } from '../common/primitives';
import { ZCourseType, ZCoursewareKind } from './courses';

/** A question of the pack shown at a second of a video or on a page of a document. */
export const ZPackCourseQuiz = z.object({
  /** The second (media) or page (documents) at which it is asked. */
  at: z.number().int().nonnegative(),
  bank: ZPackCode,
  question: ZPackCode,
});

/**
 * One courseware of a pack's course (decision 0062). Single-file kinds name their `file` (an
 * `asset:` reference or an https URL); SCORM packages and HLS streams name a `folder` of the pack
 * and the `entry` file in it (the SCORM launch file is read from its imsmanifest.xml when absent).
 */
export const ZPackCourseware = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  kind: ZCoursewareKind,
  file: z.string().min(1).max(1024).nullable().default(null),
  folder: z.string().min(1).max(512).nullable().default(null),
  entry: z.string().min(1).max(512).nullable().default(null),
  /** Rich text courseware: its HTML. */
  html: z.string().max(200_000).nullable().default(null),
  /** Media length in seconds. */
  durationSeconds: z.number().int().positive().max(86_400).nullable().default(null),
  /** Pages of a document. */
  pageCount: z.number().int().positive().max(5_000).nullable().default(null),
  /**
   * Credited seconds that complete it: media default to 90 % of their duration, documents to
   * PAGE_SEEN_SECONDS per page (with every page seen), pictures and rich text to 10 seconds.
   */
  completeSeconds: z.number().int().nonnegative().max(86_400).nullable().default(null),
  /** Times the learner may start playing a media courseware; null: unlimited (300551). */
  playsAllowed: z.number().int().positive().max(10_000).nullable().default(null),
  quizzes: z.array(ZPackCourseQuiz).max(100).default([]),
});
export type TPackCourseware = z.infer<typeof ZPackCourseware>;

export const ZPackCourse = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  /** A node of the pack's courseClassifications; null: unclassified. */
  classifyCode: ZPackCode.nullable().default(null),
  /** An `asset:` image or null. */
  cover: z.string().min(1).max(1024).nullable().default(null),
  /** HTML. */
  introduction: z.string().max(100_000).default(''),
  type: ZCourseType.default('elective'),
  /** When the course opens; null: at import. */
  openTime: ZEpochMillis.nullable().default(null),
  /** Whole credits, as the credit ledger keeps them. */
  credit: z.number().int().nonnegative().max(10_000).default(0),
  pointsPrice: z.number().int().nonnegative().max(10_000_000).default(0),
  inOrder: z.boolean().default(false),
  attemptsAllowed: z.number().int().positive().max(1_000).nullable().default(null),
  firstSignature: z.boolean().default(false),
  completionSignature: z.boolean().default(false),
  faceCapture: z.boolean().default(false),
  certificate: z.boolean().default(false),
  /** A paper of the pack taken as the course's final exam (invitation type 2). */
  finalExam: z
    .object({
      paper: ZPackCode,
      opensAfterMinutes: z.number().int().positive().max(100_000).nullable().default(null),
    })
    .nullable()
    .default(null),
  coursewares: z.array(ZPackCourseware).min(1).max(500),
});
export type TPackCourse = z.infer<typeof ZPackCourse>;
