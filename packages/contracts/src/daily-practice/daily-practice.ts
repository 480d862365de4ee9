import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZAnswer } from '../questions/answer';
import { ZAnswerKey } from '../questions/answer-key';
import { ZGradeStatus } from '../questions/grade-status';
import { ZQuestionView } from '../questions/question';

/** Each daily question is worth this much: a day's score is out of its question count. */
export const DAILY_QUESTION_SCORE = 1;

/** How many days of a learner's history the detail page lists, newest first. */
export const DAILY_HISTORY_DAYS = 30;

/** A calendar day, `YYYY-MM-DD`, in the server's day time zone (docs/decisions/0058). */
export const ZDayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
export type TDayKey = z.infer<typeof ZDayKey>;

/** Where the learner's day of a daily practice is. */
export const DailyDayState = {
  NOT_STARTED: 'not-started',
  IN_PROGRESS: 'in-progress',
  FINISHED: 'finished',
} as const;
export const ZDailyDayState = z.enum(DailyDayState);
export type TDailyDayState = z.infer<typeof ZDailyDayState>;

/** Spec §2 /exam/daily-exercise/rankings: the day's, the month's and all days' totals. */
export const DailyRankingPeriod = { DAY: 'day', MONTH: 'month', TOTAL: 'total' } as const;
export const ZDailyRankingPeriod = z.enum(DailyRankingPeriod);
export type TDailyRankingPeriod = z.infer<typeof ZDailyRankingPeriod>;

/** The rules of a daily practice, as the tenant set them in its content pack. */
export const ZDailyPracticeRules = z.object({
  /** Questions drawn for each learner each day (fewer when the pool holds fewer). */
  questionsPerDay: z.number().int().positive(),
  /** The pool the day's questions are drawn from. */
  poolSize: z.number().int().nonnegative(),
  /** Credits for finishing a day. */
  creditsForFinish: z.number().int().nonnegative(),
  /** And for each right answer of the day. */
  creditsPerCorrect: z.number().int().nonnegative(),
  /** The first and last day it is open; null: no limit. */
  startsOn: ZDayKey.nullable(),
  endsOn: ZDayKey.nullable(),
});
export type TDailyPracticeRules = z.infer<typeof ZDailyPracticeRules>;

/** A daily practice with the learner's today. */
export const ZDailyPracticeSummary = ZDailyPracticeRules.extend({
  dailyId: ZId,
  name: z.string(),
  description: z.string(),
  /** Today, in the day time zone. */
  today: ZDayKey,
  /** Today lies within its dates: it can be started. */
  openToday: z.boolean(),
  todayState: ZDailyDayState,
  /** Days finished in a row, up to today (or yesterday, while today is not finished). */
  streak: z.number().int().nonnegative(),
  /** Days finished in all. */
  finishedDays: z.number().int().nonnegative(),
});
export type TDailyPracticeSummary = z.infer<typeof ZDailyPracticeSummary>;

/** A finished day: what the /daily/finish page shows. */
export const ZDailyResult = z.object({
  dailyId: ZId,
  name: z.string(),
  day: ZDayKey,
  questionCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  score: z.number().nonnegative(),
  /** From starting the day to finishing it. */
  timeSpentMs: z.number().int().nonnegative(),
  /** Credits the day earned (once, however often it is finished). */
  credits: z.number().int().nonnegative(),
  startedAt: ZEpochMillis,
  finishedAt: ZEpochMillis,
});
export type TDailyResult = z.infer<typeof ZDailyResult>;

/** A day of the learner's history: a finished day's figures, or a day started and left. */
export const ZDailyHistoryDay = z.object({
  day: ZDayKey,
  state: ZDailyDayState,
  questionCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  score: z.number().nonnegative(),
  timeSpentMs: z.number().int().nonnegative(),
  credits: z.number().int().nonnegative(),
});
export type TDailyHistoryDay = z.infer<typeof ZDailyHistoryDay>;

/** A daily answer as the server judged it when it was saved, with the key and the analysis. */
export const ZJudgedDailyAnswer = z.object({
  questionId: ZId,
  seq: z.number().int().positive(),
  answer: ZAnswer,
  status: ZGradeStatus,
  /** Right or wrong; null when a person would mark it (the learner compares with the key). */
  correct: z.boolean().nullable(),
  key: ZAnswerKey,
  analysis: z.string().nullable(),
  savedAt: ZEpochMillis,
});
export type TJudgedDailyAnswer = z.infer<typeof ZJudgedDailyAnswer>;

/** A question of the day: the key and analysis come once it is answered. */
export const ZDailyQuestion = z.object({
  view: ZQuestionView,
  key: ZAnswerKey.nullable(),
  analysis: z.string().nullable(),
});
export type TDailyQuestion = z.infer<typeof ZDailyQuestion>;

export const ZDailyRequest = z.object({ dailyId: ZId });
export type TDailyRequest = z.infer<typeof ZDailyRequest>;
