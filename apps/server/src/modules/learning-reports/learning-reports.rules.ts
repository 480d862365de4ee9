import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  DAYS_PER_WEEK,
  MAX_REPORT_ITEMS,
  type TWeekReportCourse,
  type TWeekReportExam,
} from '@lectern/contracts/learning-reports/learning-reports';
import type { MemberPlacement } from '../../platform/accounts/member-accounts';
import type { CreditChange } from '../../platform/credits/credit-changes';
import type {
  ActivityWindow,
  LearningActivity,
} from '../../platform/learning-activity/learning-activity';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who wrote a stored report. */
export const ReportOrigin = { JOB: 'job', PACK: 'pack' } as const;
export type TReportOrigin = (typeof ReportOrigin)[keyof typeof ReportOrigin];

/** A week of the tenant's calendar: Monday to Sunday (spec: weekly reports). */
export type ReportWeek = ActivityWindow & { weekStart: string; weekEnd: string };

/** `day` moved by `days` calendar days (date arithmetic alone, free of time zones). */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The calendar day `at` falls on in `timeZone`, `YYYY-MM-DD`. */
export const dayIn = (at: number, timeZone: string) => dayjs(at).tz(timeZone).format('YYYY-MM-DD');

/** The Monday of the week `day` is in. */
export const mondayOf = (day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
};

/** The first instant of a calendar day in `timeZone`. */
const startOf = (day: string, timeZone: string) => dayjs.tz(`${day} 00:00`, timeZone).valueOf();

/** The week starting on `monday`, with its days' first instants in `timeZone`. */
export const weekStartingOn = (monday: string, timeZone: string): ReportWeek => {
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, index) => addDays(monday, index));
  return {
    weekStart: monday,
    weekEnd: days[DAYS_PER_WEEK - 1]!,
    days,
    dayStarts: days.map((day) => startOf(day, timeZone)),
    from: startOf(monday, timeZone),
    to: startOf(addDays(monday, DAYS_PER_WEEK), timeZone),
  };
};

/** The last week that has ended at `now`: the one before the week `now` is in. */
export const lastEndedWeek = (now: number, timeZone: string) =>
  weekStartingOn(addDays(mondayOf(dayIn(now, timeZone)), -DAYS_PER_WEEK), timeZone);

/** A sheet as a report keeps it: its score is shown once `hiddenUntil` has passed. */
export type StoredExam = {
  paperName: string;
  score: number | null;
  passed: boolean | null;
  finishedAt: number;
  hiddenUntil: number | null;
};

/** One learner's week as the job computed it: a `week_reports` row but its id and times. */
export type ComputedReport = {
  memberId: string;
  learnedMs: number;
  daysLearned: number;
  dailyLearnedMs: number[];
  dailyCredits: number[];
  coursesCompleted: number;
  courses: TWeekReportCourse[];
  examsFinished: number;
  exams: StoredExam[];
  creditChange: number;
  organisation: { name: string; rank: number; learners: number } | null;
};

const groupBy = <T extends { memberId: string }>(rows: readonly T[]) => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.memberId);
    if (group) group.push(row);
    else groups.set(row.memberId, [row]);
  }
  return groups;
};

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Ranks learners by a figure within each group: 1 + those with more (equal figures share a
 * rank, 1, 2, 2, 4), with the group's size.
 */
export const ranksWithin = (entries: readonly { id: string; group: string; figure: number }[]) => {
  const groups = new Map<string, { id: string; figure: number }[]>();
  for (const entry of entries) {
    const group = groups.get(entry.group);
    if (group) group.push(entry);
    else groups.set(entry.group, [entry]);
  }
  const ranks = new Map<string, { rank: number; of: number }>();
  for (const group of groups.values()) {
    group.sort((a, b) => b.figure - a.figure);
    let rank = 0;
    group.forEach((entry, index) => {
      if (index === 0 || entry.figure !== group[index - 1]!.figure) rank = index + 1;
      ranks.set(entry.id, { rank, of: group.length });
    });
  }
  return ranks;
};

/**
 * Every placed learner's report of the week (docs/decisions/0068): study time per day, the
 * courses they completed, the sheets they finished, their net credit per day, and their rank in
 * their organisation by the week's study time. Activity of members not placed (deleted accounts)
 * is left out.
 */
export const weekReportsOf = ({
  week,
  placements,
  activity,
  credits,
}: {
  week: ActivityWindow;
  placements: readonly MemberPlacement[];
  activity: LearningActivity;
  credits: readonly CreditChange[];
}): ComputedReport[] => {
  const dayIndex = new Map(week.days.map((day, index) => [day, index]));
  const studyDays = groupBy(activity.studyDays);
  const courses = groupBy(activity.coursesCompleted);
  const exams = groupBy(activity.examsFinished);
  const creditDays = groupBy(credits);

  const reports = placements.map((placement): ComputedReport => {
    const { memberId } = placement;
    const dailyLearnedMs = week.days.map(() => 0);
    for (const row of studyDays.get(memberId) ?? []) {
      const index = dayIndex.get(row.day);
      if (index !== undefined) dailyLearnedMs[index]! += row.learnedMs;
    }
    const dailyCredits = week.days.map(() => 0);
    for (const row of creditDays.get(memberId) ?? []) dailyCredits[row.dayIndex]! += row.amount;
    const completed = [...(courses.get(memberId) ?? [])].sort(
      (a, b) => a.completedAt - b.completedAt,
    );
    const finished = [...(exams.get(memberId) ?? [])].sort((a, b) => a.finishedAt - b.finishedAt);
    return {
      memberId,
      learnedMs: sum(dailyLearnedMs),
      daysLearned: dailyLearnedMs.filter((ms) => ms > 0).length,
      dailyLearnedMs,
      dailyCredits,
      coursesCompleted: completed.length,
      courses: completed
        .slice(0, MAX_REPORT_ITEMS)
        .map(({ courseName, completedAt }) => ({ courseName, completedAt })),
      examsFinished: finished.length,
      exams: finished.slice(0, MAX_REPORT_ITEMS).map((sheet) => ({
        paperName: sheet.paperName,
        score: sheet.score,
        passed: sheet.passed,
        finishedAt: sheet.finishedAt,
        hiddenUntil: sheet.resultHiddenUntil,
      })),
      creditChange: sum(dailyCredits),
      organisation: null,
    };
  });

  const organisationOf = new Map(
    placements.map((placement) => [placement.memberId, placement] as const),
  );
  const ranks = ranksWithin(
    reports.flatMap((report) => {
      const organisationId = organisationOf.get(report.memberId)?.organisationId;
      return organisationId
        ? [{ id: report.memberId, group: organisationId, figure: report.learnedMs }]
        : [];
    }),
  );
  for (const report of reports) {
    const rank = ranks.get(report.memberId);
    const name = organisationOf.get(report.memberId)?.organisationName;
    if (rank && name !== null && name !== undefined) {
      report.organisation = { name, rank: rank.rank, learners: rank.of };
    }
  }
  return reports;
};

/** A stored sheet as the learner may see it at `now`: no score while the paper hides it. */
export const visibleExam = (exam: StoredExam, now: number): TWeekReportExam => {
  const hidden = exam.hiddenUntil !== null && now < exam.hiddenUntil;
  return {
    paperName: exam.paperName,
    score: hidden ? null : exam.score,
    passed: hidden ? null : exam.passed,
    finishedAt: exam.finishedAt,
  };
};

/** The mean of the judged scores shown, one decimal; null without any. */
export const averageScoreOf = (exams: readonly TWeekReportExam[]) => {
  const scores = exams.map((exam) => exam.score).filter((score): score is number => score !== null);
  return scores.length === 0 ? null : Math.round((sum(scores) / scores.length) * 10) / 10;
};
