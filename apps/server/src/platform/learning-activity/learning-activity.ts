import type { Executor } from '../services/service-deps';

/**
 * A week (or any span of calendar days) of one tenant, as the learning reports ask about it:
 * instants from `from` (inclusive) to `to` (exclusive) and the calendar days between, in the
 * tenant's time zone. `dayStarts[i]` is the first instant of `days[i]`.
 */
export type ActivityWindow = {
  from: number;
  to: number;
  days: readonly string[];
  dayStarts: readonly number[];
};

/** A learner's credited learning time on one calendar day. */
export type StudyDay = { memberId: string; day: string; learnedMs: number };
/** A course a learner completed (their run's completion). */
export type CourseCompleted = { memberId: string; courseName: string; completedAt: number };
/** A sheet a learner finished, with its score once judged. */
export type ExamFinished = {
  memberId: string;
  paperName: string;
  score: number | null;
  passed: boolean | null;
  finishedAt: number;
  /** While the paper hides results (until this instant), the score is not the learner's to see. */
  resultHiddenUntil: number | null;
};

/** Every learner's activity in a window of one tenant: what each feature says of its own. */
export type LearningActivity = {
  studyDays: StudyDay[];
  coursesCompleted: CourseCompleted[];
  examsFinished: ExamFinished[];
};

/**
 * One feature's part of the learners' activity (docs/decisions/0068): set-based reads over a
 * tenant and a window, never one query per learner, so a week of 10,000 learners is a few
 * statements. Each feature answers for its own tables; the reports never read them.
 */
export type LearningActivitySource = {
  activityIn: (tenantId: string, window: ActivityWindow) => Promise<Partial<LearningActivity>>;
};
export type LearningActivitySourceOn = (executor: Executor) => LearningActivitySource;

/** The activity of every feature that lends a source, built on one executor (features.ts). */
export type LearningActivityOn = (executor: Executor) => {
  activityIn: (tenantId: string, window: ActivityWindow) => Promise<LearningActivity>;
};

export const learningActivitySources =
  (sources: readonly LearningActivitySourceOn[]): LearningActivityOn =>
  (executor) => {
    const built = sources.map((source) => source(executor));
    return {
      activityIn: async (tenantId, window) => {
        const parts = await Promise.all(built.map((source) => source.activityIn(tenantId, window)));
        return {
          studyDays: parts.flatMap((part) => part.studyDays ?? []),
          coursesCompleted: parts.flatMap((part) => part.coursesCompleted ?? []),
          examsFinished: parts.flatMap((part) => part.examsFinished ?? []),
        };
      },
    };
  };
