/**
 * A learner's weekly learning report (docs/decisions/0068), computed by the scheduled job once
 * the week ends in the tenant's time zone (or brought by a content pack). One per learner and
 * week; the screens read these rows only.
 */
export type WeekReportTable = {
  id: string;
  tenant_id: string;
  member_id: string;
  /** The week's Monday and Sunday, YYYY-MM-DD. */
  week_start: string;
  week_end: string;
  learned_ms: number;
  days_learned: number;
  /** JSON: seven numbers, Monday to Sunday. */
  daily_learned_ms: string;
  daily_credits: string;
  courses_completed: number;
  /** JSON: contracts `TWeekReportCourse[]`. */
  courses: string;
  exams_finished: number;
  /** JSON: `StoredExam[]` (learning-reports.rules.ts), scores shown once the paper releases them. */
  exams: string;
  credit_change: number;
  organisation_name: string | null;
  organisation_rank: number | null;
  organisation_learners: number | null;
  /** `ReportOrigin`: the job's or a content pack's. */
  origin: string;
  computed_at: number;
};

/** A week the job finished for a tenant: it is not computed again on its own. */
export type WeekReportRunTable = {
  tenant_id: string;
  week_start: string;
  learners: number;
  finished_at: number;
};

export type LearningReportsTables = {
  week_reports: WeekReportTable;
  week_report_runs: WeekReportRunTable;
};
