import { z } from 'zod';
import { ZLearningStatus } from '../common/enums';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Spec §1 courseware kinds (decision 0062): media, documents (PDF and office documents converted
 * to PDF in the content pack), pictures, rich text and SCORM packages.
 */
export const CoursewareKind = {
  VIDEO: 'video',
  AUDIO: 'audio',
  PDF: 'pdf',
  DOCUMENT: 'document',
  PICTURE: 'picture',
  RICH_TEXT: 'richText',
  SCORM: 'scorm',
} as const;
export const ZCoursewareKind = z.enum([
  CoursewareKind.VIDEO,
  CoursewareKind.AUDIO,
  CoursewareKind.PDF,
  CoursewareKind.DOCUMENT,
  CoursewareKind.PICTURE,
  CoursewareKind.RICH_TEXT,
  CoursewareKind.SCORM,
]);
export type TCoursewareKind = z.infer<typeof ZCoursewareKind>;

/** Kinds whose position is a page; the others' is a second of playback or reading. */
export const PAGED_KINDS: readonly TCoursewareKind[] = [
  CoursewareKind.PDF,
  CoursewareKind.DOCUMENT,
];

/** A required course counts toward the learner's obligations; an elective does not. */
export const ZCourseType = z.enum(['required', 'elective']);
export type TCourseType = z.infer<typeof ZCourseType>;

/**
 * How often the client reports learning while a courseware is visible and active, and the most
 * the server credits for one report (the interval and a grace for a late timer).
 */
export const HEARTBEAT_SECONDS = 15;
export const HEARTBEAT_GRACE_SECONDS = 5;
/** A page of a document counts as seen once it was shown this long. */
export const PAGE_SEEN_SECONDS = 2;

/** Spec §3 comment info: count, average of the 1–5 stars, share of 4- and 5-star comments. */
export const ZCommentInfo = z.object({
  totalCount: z.number().int().nonnegative(),
  /** 0 without comments; one decimal. */
  averageScore: z.number().min(0).max(5),
  /** Percent of comments with 4 or 5 stars; 0 without comments. */
  highScoreRate: z.number().min(0).max(100),
});
export type TCommentInfo = z.infer<typeof ZCommentInfo>;

/** Spec §3 course, as the catalogue lists it, with the learner's own progress. */
export const ZCourseSummary = z.object({
  courseId: ZId,
  name: z.string(),
  /** Site-relative image URL; null: the client draws a cover from the name. */
  coverUrl: z.string().nullable(),
  classifyName: z.string().nullable(),
  classifyPath: z.string().nullable(),
  type: ZCourseType,
  /** Credit awarded on completion. */
  credit: z.number().nonnegative(),
  /** Points the learner redeems to study the course; 0: free. */
  pointsPrice: z.number().int().nonnegative(),
  /** When the course opens to learners (spec §3 'open time'). */
  openTime: ZEpochMillis,
  coursewareCount: z.number().int().nonnegative(),
  /** Sum of the media courseware's durations. */
  totalDurationSeconds: z.number().int().nonnegative(),
  /** Learners who have started the course. */
  learnedCount: z.number().int().nonnegative(),
  clickCount: z.number().int().nonnegative(),
  commentInfo: ZCommentInfo,
  favourite: z.boolean(),
  /** The learner's current run: percent of courseware completed, 0 before starting. */
  progress: z.number().min(0).max(100),
  /** The learner's current run is completed. */
  finished: z.boolean(),
});
export type TCourseSummary = z.infer<typeof ZCourseSummary>;

/** The learner's progress on one courseware in the current run. */
export const ZCoursewareProgress = z.object({
  /** Credited learning time. */
  learnedSeconds: z.number().int().nonnegative(),
  /** Where to resume: the second of playback or the page. */
  position: z.number().int().nonnegative(),
  /** Pages of a document seen, ascending. */
  pagesSeen: z.array(z.number().int().positive()),
  /** 0–100. */
  progress: z.number().min(0).max(100),
  completedAt: ZEpochMillis.nullable(),
  /** The highest heartbeat seq the server recorded; the next one must be above it. */
  seq: z.number().int().nonnegative(),
});
export type TCoursewareProgress = z.infer<typeof ZCoursewareProgress>;

/** Spec §3 catalogue entry: courseware with its duration or page count. */
export const ZCoursewareItem = z.object({
  coursewareId: ZId,
  courseId: ZId,
  name: z.string(),
  kind: ZCoursewareKind,
  /** Media length; null for documents and pictures. */
  durationSeconds: z.number().int().nonnegative().nullable(),
  /** Pages of a document; null for the other kinds. */
  pageCount: z.number().int().positive().nullable(),
  /** Credited seconds that complete it (with every page seen, for documents). */
  completeSeconds: z.number().int().nonnegative(),
  /** Learners who have completed it. */
  learnedCount: z.number().int().nonnegative(),
  favourite: z.boolean(),
  /** Learned in order, and a courseware before this one is not completed (300520). */
  locked: z.boolean(),
  progress: ZCoursewareProgress,
});
export type TCoursewareItem = z.infer<typeof ZCoursewareItem>;

/** The final exam of a course (spec §4): opens on completion or after the required study time. */
export const ZCourseFinalExam = z.object({
  /** The exam's paper; its preview is reachable only from this course. */
  examId: ZId,
  name: z.string(),
  /** Study minutes after which it opens; null: only on completion. */
  opensAfterMinutes: z.number().int().positive().nullable(),
  open: z.boolean(),
  passed: z.boolean(),
});
export type TCourseFinalExam = z.infer<typeof ZCourseFinalExam>;

/** What the course asks of a learner (spec §4 rules). */
export const ZCourseRules = z.object({
  /** Courseware must be learned in order (300520, 300728). */
  inOrder: z.boolean(),
  /** Runs the learner may start; null: unlimited (300533). */
  attemptsAllowed: z.number().int().positive().nullable(),
  /** A signature before starting (300515) and at completion (300516). */
  firstSignature: z.boolean(),
  completionSignature: z.boolean(),
  /** Face capture and comparison before starting and while learning (300517, 300518). */
  faceCapture: z.boolean(),
  /** A certificate on completion. */
  certificate: z.boolean(),
});
export type TCourseRules = z.infer<typeof ZCourseRules>;

/** Spec §3 learning record of the learner's current run of a course. */
export const ZCourseRun = z.object({
  runId: ZId,
  /** 1 for the first run; a reset by an administrator starts the next (300519, 300532). */
  runNo: z.number().int().positive(),
  /** Spec §4 learning status: 0 normal, 1 paused, 2 forbidden, 3 abnormal. */
  status: ZLearningStatus,
  startedAt: ZEpochMillis,
  completedAt: ZEpochMillis.nullable(),
  lastLearnAt: ZEpochMillis.nullable(),
  /** Credited learning time over all the run's courseware. */
  learnedSeconds: z.number().int().nonnegative(),
  /** Percent of courseware completed. */
  progress: z.number().min(0).max(100),
  /** Days the learner learned something in the run (spec §3 'times learned'). */
  timesLearned: z.number().int().nonnegative(),
  firstSignedAt: ZEpochMillis.nullable(),
  completionSignedAt: ZEpochMillis.nullable(),
  /** Runs started, this one included. */
  attemptsUsed: z.number().int().positive(),
});
export type TCourseRun = z.infer<typeof ZCourseRun>;

export const ZCourseDetail = ZCourseSummary.extend({
  /** Sanitised HTML. */
  introduction: z.string(),
  rules: ZCourseRules,
  finalExam: ZCourseFinalExam.nullable(),
  /** The learner redeemed the course with points (always true for a free course). */
  redeemed: z.boolean(),
  /**
   * The learner's ID photo, set by the administrator (the members of the content pack, as for
   * proctored exams), that face captures are compared with; null when the course asks for no
   * face capture or none is set.
   */
  idPhotoUrl: z.string().nullable(),
  /** null: not started. */
  run: ZCourseRun.nullable(),
  coursewares: z.array(ZCoursewareItem),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const ZCourseRequest = z.object({ courseId: ZId });
export const ZCoursewareRequest = z.object({ coursewareId: ZId });
