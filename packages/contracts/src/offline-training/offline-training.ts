import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/**
 * Offline training classes (spec §1 structured learning, §2 /offlinetrain/*, /attendance,
 * /homework*, /mentor, /personal/team; docs/decisions/0066): a class with its sessions held in a
 * room, attendance by a per-session QR code, homework graded by the learner's mentor, and an exam
 * reachable only from the class (invitationType 8).
 */

/** How long a code drawn by the trainer's screen scans (docs/decisions/0066). */
export const ATTENDANCE_CODE_SECONDS = 60;
/** The trainer's screen draws a new code this often, well inside its validity. */
export const ATTENDANCE_CODE_REFRESH_SECONDS = 30;
/** Most files one homework submission carries. */
export const MAX_HOMEWORK_FILES = 10;
/** Longest text of a submission and of a mentor's comment. */
export const MAX_HOMEWORK_TEXT = 5_000;
export const MAX_HOMEWORK_COMMENT = 1_000;

/** Which window a code opens: signing in to a session, or out of it. */
export const AttendanceKind = { SIGN_IN: 'signIn', SIGN_OUT: 'signOut' } as const;
export const ZAttendanceKind = z.enum([AttendanceKind.SIGN_IN, AttendanceKind.SIGN_OUT]);
export type TAttendanceKind = z.infer<typeof ZAttendanceKind>;

/** A learner's homework: not handed in, handed in and waiting for the mentor, graded. */
export const HomeworkStatus = { TODO: 'todo', SUBMITTED: 'submitted', GRADED: 'graded' } as const;
export const ZHomeworkStatus = z.enum([
  HomeworkStatus.TODO,
  HomeworkStatus.SUBMITTED,
  HomeworkStatus.GRADED,
]);
export type THomeworkStatus = z.infer<typeof ZHomeworkStatus>;

export const ZClassRequest = z.object({ classId: ZId });
export const ZSessionRequest = z.object({ sessionId: ZId });
export const ZHomeworkRequest = z.object({ homeworkId: ZId });
export const ZSubmissionRequest = z.object({ submissionId: ZId });

/** Where a learner stands on a class: sessions attended (in and out), homework passed. */
export const ZClassProgress = z.object({
  sessionCount: z.number().int().nonnegative(),
  attendedCount: z.number().int().nonnegative(),
  homeworkCount: z.number().int().nonnegative(),
  passedHomeworkCount: z.number().int().nonnegative(),
  /** 0–100, 100 once the class is completed. */
  progress: z.number().int().min(0).max(100),
  /** When the class's completion rule was first met; null while not. */
  completedAt: ZEpochMillis.nullable(),
});
export type TClassProgress = z.infer<typeof ZClassProgress>;

export const ZOfflineClassSummary = ZClassProgress.extend({
  classId: ZId,
  code: z.string(),
  name: z.string(),
  location: z.string(),
  trainerName: z.string().nullable(),
  credit: z.number().int().nonnegative(),
  /** The first session's start and the last one's end; null without sessions. */
  startTime: ZEpochMillis.nullable(),
  endTime: ZEpochMillis.nullable(),
  /** The caller trains the class (or administers the tenant): they draw its attendance codes. */
  isTrainer: z.boolean(),
  /** The caller is one of the class's learners. */
  isLearner: z.boolean(),
});
export type TOfflineClassSummary = z.infer<typeof ZOfflineClassSummary>;

/** A session of a class, with its windows and the caller's attendance (spec §3 realSign*). */
export const ZOfflineSession = z.object({
  sessionId: ZId,
  classId: ZId,
  name: z.string(),
  location: z.string(),
  startTime: ZEpochMillis,
  endTime: ZEpochMillis,
  signInStartTime: ZEpochMillis,
  signInEndTime: ZEpochMillis,
  signOutStartTime: ZEpochMillis,
  signOutEndTime: ZEpochMillis,
  realSignInTime: ZEpochMillis.nullable(),
  realSignOutTime: ZEpochMillis.nullable(),
});
export type TOfflineSession = z.infer<typeof ZOfflineSession>;

export const ZHomeworkFile = z.object({
  url: z.string().min(1).max(1_024),
  name: z.string().min(1).max(255),
});
export type THomeworkFile = z.infer<typeof ZHomeworkFile>;

/** A homework of a class with the caller's standing on it. */
export const ZHomeworkSummary = z.object({
  homeworkId: ZId,
  classId: ZId,
  title: z.string(),
  /** Hand in before; null: no deadline. */
  endTime: ZEpochMillis.nullable(),
  fullScore: z.number().nonnegative(),
  passScore: z.number().nonnegative(),
  status: ZHomeworkStatus,
  score: z.number().nullable(),
});
export type THomeworkSummary = z.infer<typeof ZHomeworkSummary>;

/** A learner's submission of a homework, with its grade once graded. */
export const ZHomeworkSubmission = z.object({
  submissionId: ZId,
  homeworkId: ZId,
  memberId: ZId,
  memberName: z.string(),
  content: z.string(),
  files: z.array(ZHomeworkFile),
  submitTime: ZEpochMillis,
  /** How many times it was handed in (resubmissions are allowed until graded). */
  submitCount: z.number().int().positive(),
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  comment: z.string().nullable(),
  gradeTime: ZEpochMillis.nullable(),
  graderName: z.string().nullable(),
});
export type THomeworkSubmission = z.infer<typeof ZHomeworkSubmission>;

/** A homework's full detail: its task, its class, the learner's submission. */
export const ZHomeworkDetail = ZHomeworkSummary.extend({
  className: z.string(),
  description: z.string(),
  submission: ZHomeworkSubmission.nullable(),
  /** The learner may hand in (again): not graded yet and before the deadline. */
  canSubmit: z.boolean(),
});
export type THomeworkDetail = z.infer<typeof ZHomeworkDetail>;

/** One graded (or waiting) homework as its learner and their mentor read it. */
export const ZHomeworkGradeDetail = z.object({
  homework: ZHomeworkSummary.extend({ className: z.string(), description: z.string() }),
  submission: ZHomeworkSubmission,
  /** The caller may grade it: the learner's mentor or an administrator, while ungraded. */
  canGrade: z.boolean(),
});
export type THomeworkGradeDetail = z.infer<typeof ZHomeworkGradeDetail>;
