import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';

/** Days of a weekly report: Monday to Sunday in the tenant's time zone. */
export const DAYS_PER_WEEK = 7;
/** Weeks the study report draws (the latest stored ones). */
export const STUDY_REPORT_WEEKS = 12;
/** Exams and courses a weekly report lists at most (the counts stay exact). */
export const MAX_REPORT_ITEMS = 50;

/** A calendar day, `YYYY-MM-DD`, in the tenant's time zone. */
export const ZReportDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Where the learner stood in their organisation by the week's learning time: 1 + the learners of
 * the organisation who learned longer (equal times share a rank). Null: in no organisation.
 */
export const ZOrganisationRank = z
  .object({
    rank: z.number().int().positive(),
    /** The organisation's learners, the learner included. */
    learners: z.number().int().positive(),
    organisationName: z.string(),
  })
  .nullable();
export type TOrganisationRank = z.infer<typeof ZOrganisationRank>;

/** One week's figures, as the weekly report list and the study report show them. */
export const ZWeekReportSummary = z.object({
  reportId: ZId,
  /** The week's Monday. */
  weekStart: ZReportDay,
  /** The week's Sunday. */
  weekEnd: ZReportDay,
  /** Credited course learning time over the week, in whole seconds. */
  learnSeconds: z.number().int().nonnegative(),
  /** Days of the week with any learning time. */
  daysLearned: z.number().int().min(0).max(DAYS_PER_WEEK),
  coursesCompleted: z.number().int().nonnegative(),
  examsFinished: z.number().int().nonnegative(),
  examsPassed: z.number().int().nonnegative(),
  /** The mean of the week's judged exam scores, one decimal; null: none judged. */
  averageScore: z.number().nullable(),
  /** Credits gained minus credits taken over the week. */
  creditChange: z.number().int(),
  organisationRank: ZOrganisationRank,
  /** When the scheduled job computed the report. */
  computedAt: ZEpochMillis,
});
export type TWeekReportSummary = z.infer<typeof ZWeekReportSummary>;

/** One day of a weekly report. */
export const ZWeekReportDay = z.object({
  day: ZReportDay,
  learnSeconds: z.number().int().nonnegative(),
  creditChange: z.number().int(),
});
export type TWeekReportDay = z.infer<typeof ZWeekReportDay>;

export const ZWeekReportCourse = z.object({
  courseName: z.string(),
  completedAt: ZEpochMillis,
});
export type TWeekReportCourse = z.infer<typeof ZWeekReportCourse>;

export const ZWeekReportExam = z.object({
  paperName: z.string(),
  /** Null while the sheet is being marked. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  finishedAt: ZEpochMillis,
});
export type TWeekReportExam = z.infer<typeof ZWeekReportExam>;
