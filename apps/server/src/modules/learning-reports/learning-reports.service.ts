import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { ErrorCode } from '@lectern/contracts/common/error-codes';
import type { TPageQuery } from '@lectern/contracts/common/pagination';
import type { TGetStudyReportResponse } from '@lectern/contracts/learning-reports/get-study-report';
import type { TGetWeekReportDetailResponse } from '@lectern/contracts/learning-reports/get-week-report-detail';
import type { TGetWeekReportListResponse } from '@lectern/contracts/learning-reports/get-week-report-list';
import {
  DAYS_PER_WEEK,
  STUDY_REPORT_WEEKS,
  type TWeekReportCourse,
  type TWeekReportDay,
  type TWeekReportSummary,
} from '@lectern/contracts/learning-reports/learning-reports';
import type { MemberOrganisationsOn } from '../../platform/accounts/member-accounts';
import { creditChangesIn } from '../../platform/credits/credit-changes';
import { AppError } from '../../platform/http/app-error';
import type { LearningActivityOn } from '../../platform/learning-activity/learning-activity';
import { newId } from '../../platform/security/tokens';
import type { ServiceDeps } from '../../platform/services/service-deps';
import type { MemberSession } from '../../platform/sessions/member-session';
import { tenantDirectory } from '../../platform/tenancy/tenant-directory';
import type {
  LearningReportsRepositories,
  NewWeekReport,
  WeekReportRow,
} from './learning-reports.repository';
import {
  addDays,
  averageScoreOf,
  lastEndedWeek,
  ReportOrigin,
  visibleExam,
  weekReportsOf,
  type ComputedReport,
  type ReportWeek,
  type StoredExam,
} from './learning-reports.rules';

/** Reports written per statement (and transaction): small enough to let requests in between. */
export const REPORT_BATCH = 250;
/** Weeks of days the study report draws. */
const STUDY_REPORT_DAY_WEEKS = 4;

const pageOf = ({ pageNum, pageSize }: TPageQuery) => ({
  offset: (pageNum - 1) * pageSize,
  limit: pageSize,
});

const parsed = <T>(json: string) => JSON.parse(json) as T;

/** A computed report as its row (`week_reports`). */
export const reportRowOf = (
  tenantId: string,
  week: Pick<ReportWeek, 'weekStart' | 'weekEnd'>,
  report: ComputedReport,
  origin: string,
  now: number,
): NewWeekReport => ({
  id: newId(),
  tenant_id: tenantId,
  member_id: report.memberId,
  week_start: week.weekStart,
  week_end: week.weekEnd,
  learned_ms: report.learnedMs,
  days_learned: report.daysLearned,
  daily_learned_ms: JSON.stringify(report.dailyLearnedMs),
  daily_credits: JSON.stringify(report.dailyCredits),
  courses_completed: report.coursesCompleted,
  courses: JSON.stringify(report.courses),
  exams_finished: report.examsFinished,
  exams: JSON.stringify(report.exams),
  credit_change: report.creditChange,
  organisation_name: report.organisation?.name ?? null,
  organisation_rank: report.organisation?.rank ?? null,
  organisation_learners: report.organisation?.learners ?? null,
  origin,
  computed_at: now,
});

/** A stored report as the learner reads it at `now` (hidden scores left out). */
const readingOf = (row: WeekReportRow, now: number) => {
  const exams = parsed<StoredExam[]>(row.exams).map((exam) => visibleExam(exam, now));
  const summary: TWeekReportSummary = {
    reportId: row.id,
    weekStart: row.week_start,
    weekEnd: row.week_end,
    learnSeconds: Math.floor(row.learned_ms / 1000),
    daysLearned: row.days_learned,
    coursesCompleted: row.courses_completed,
    examsFinished: row.exams_finished,
    examsPassed: exams.filter((exam) => exam.passed === true).length,
    averageScore: averageScoreOf(exams),
    creditChange: row.credit_change,
    organisationRank:
      row.organisation_rank !== null &&
      row.organisation_learners !== null &&
      row.organisation_name !== null
        ? {
            rank: row.organisation_rank,
            learners: row.organisation_learners,
            organisationName: row.organisation_name,
          }
        : null,
    computedAt: row.computed_at,
  };
  const learned = parsed<number[]>(row.daily_learned_ms);
  const credits = parsed<number[]>(row.daily_credits);
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, index): TWeekReportDay => ({
    day: addDays(row.week_start, index),
    learnSeconds: Math.floor((learned[index] ?? 0) / 1000),
    creditChange: credits[index] ?? 0,
  }));
  return { summary, days, exams, courses: parsed<TWeekReportCourse[]>(row.courses) };
};

type LearningReportsDeps = ServiceDeps<
  LearningReportsRepositories,
  {
    memberOrganisations: MemberOrganisationsOn;
    learningActivity: LearningActivityOn;
    timeZone: string;
  }
>;

/**
 * Learning reports (spec §2 /personal/week-report-list, /weekreportdetail and the study report;
 * docs/decisions/0068): the scheduled job computes each learner's week from what the features
 * lend (study time, completions, sheets, credits, organisations) once the week has ended, and
 * the screens read the stored reports only.
 */
export const learningReportsService = ({
  db,
  transact,
  repositories,
  memberOrganisations,
  learningActivity,
  timeZone,
}: LearningReportsDeps) => {
  const { reports } = repositories(db);

  /**
   * Computes and stores every learner's report of the tenant's week: a few set-based reads, then
   * batches of REPORT_BATCH upserts, each its own transaction, yielding to requests in between.
   * Idempotent: a rerun replaces the job's reports of the week. Returns the learners reported.
   */
  const computeWeek = async (tenantId: string, week: ReportWeek, now = Date.now()) => {
    const [placements, activity, credits] = await Promise.all([
      memberOrganisations(db).placementsIn(tenantId),
      learningActivity(db).activityIn(tenantId, week),
      creditChangesIn(db, tenantId, week),
    ]);
    const rows = weekReportsOf({ week, placements, activity, credits }).map((report) =>
      reportRowOf(tenantId, week, report, ReportOrigin.JOB, now),
    );
    for (let start = 0; start < rows.length; start += REPORT_BATCH) {
      const batch = rows.slice(start, start + REPORT_BATCH);
      await transact((trx) => repositories(trx).reports.upsert(batch));
      await yieldToRequests();
    }
    await reports.markRun(tenantId, week.weekStart, rows.length, now);
    return rows.length;
  };

  return {
    computeWeek,

    /** The job's pass: last week's reports of every tenant that has none yet. */
    computeDueWeeks: async (now = Date.now()) => {
      const week = lastEndedWeek(now, timeZone);
      let learners = 0;
      for (const tenantId of await tenantDirectory(db).ids()) {
        if (await reports.hasRun(tenantId, week.weekStart)) continue;
        learners += await computeWeek(tenantId, week, now);
      }
      return learners;
    },

    list: async (
      { tenantId, memberId }: MemberSession,
      page: TPageQuery,
    ): Promise<TGetWeekReportListResponse> => {
      const now = Date.now();
      const { rows, count } = await reports.page(tenantId, memberId, pageOf(page));
      return { list: rows.map((row) => readingOf(row, now).summary), total: count };
    },

    detail: async (
      { tenantId, memberId }: MemberSession,
      reportId: string,
    ): Promise<TGetWeekReportDetailResponse> => {
      const row = await reports.find(tenantId, memberId, reportId);
      if (!row) throw new AppError(ErrorCode.WEEK_REPORT_NOT_FOUND);
      const previous = await reports.ofWeek(
        tenantId,
        memberId,
        addDays(row.week_start, -DAYS_PER_WEEK),
      );
      const { summary, days, exams, courses } = readingOf(row, Date.now());
      return {
        report: summary,
        days,
        courses,
        exams,
        previousLearnSeconds: previous ? Math.floor(previous.learned_ms / 1000) : null,
      };
    },

    studyReport: async ({
      tenantId,
      memberId,
    }: MemberSession): Promise<TGetStudyReportResponse> => {
      const now = Date.now();
      const readings = (await reports.latest(tenantId, memberId, STUDY_REPORT_WEEKS))
        .reverse()
        .map((row) => readingOf(row, now));
      const weeks = readings.map((reading) => reading.summary);
      const total = (figure: (week: TWeekReportSummary) => number) =>
        weeks.reduce((sum, week) => sum + figure(week), 0);
      return {
        weeks,
        days: readings.slice(-STUDY_REPORT_DAY_WEEKS).flatMap((reading) => reading.days),
        totals: {
          learnSeconds: total((week) => week.learnSeconds),
          coursesCompleted: total((week) => week.coursesCompleted),
          examsFinished: total((week) => week.examsFinished),
          examsPassed: total((week) => week.examsPassed),
          creditChange: total((week) => week.creditChange),
        },
      };
    },
  };
};
export type LearningReportsService = ReturnType<typeof learningReportsService>;
