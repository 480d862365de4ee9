import type { TClassProgress } from '@lectern/contracts/offline-training/offline-training';
import { percentOf } from '../../platform/learning-tasks/learning-tasks';
import type {
  OfflineAttendanceRow,
  OfflineHomeworkRow,
  OfflineSessionRow,
  OfflineSubmissionRow,
} from './offline-training.repository';

/** A session counts as attended once the learner signed in and out of it. */
export const attended = (row: OfflineAttendanceRow | undefined) =>
  row !== undefined && row.real_sign_out_time !== null;

/** A homework counts once graded at or above its pass score. */
export const passed = (
  homework: OfflineHomeworkRow,
  submission: OfflineSubmissionRow | undefined,
) =>
  submission?.score !== null &&
  submission?.score !== undefined &&
  Number(submission.score) >= Number(homework.pass_score);

/**
 * A class's completion rule (docs/decisions/0066): every session attended, in and out, and every
 * homework passed; a class with neither is never completed.
 */
export const classStanding = (
  sessions: readonly OfflineSessionRow[],
  attendanceOf: (sessionId: string) => OfflineAttendanceRow | undefined,
  homeworks: readonly OfflineHomeworkRow[],
  submissionOf: (homeworkId: string) => OfflineSubmissionRow | undefined,
  completedAt: number | null,
): TClassProgress => {
  const attendedCount = sessions.filter((session) => attended(attendanceOf(session.id))).length;
  const passedCount = homeworks.filter((homework) =>
    passed(homework, submissionOf(homework.id)),
  ).length;
  const parts = sessions.length + homeworks.length;
  return {
    sessionCount: sessions.length,
    attendedCount,
    homeworkCount: homeworks.length,
    passedHomeworkCount: passedCount,
    progress: percentOf(attendedCount + passedCount, parts, completedAt !== null),
    completedAt,
  };
};

export const meetsCompletion = (progress: TClassProgress) =>
  progress.sessionCount + progress.homeworkCount > 0 &&
  progress.attendedCount === progress.sessionCount &&
  progress.passedHomeworkCount === progress.homeworkCount;
