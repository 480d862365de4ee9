import { z } from 'zod';
import { ZEpochMillis, ZId } from '../common/primitives';
import { ZQuestionView } from '../questions/question';

/** Whether `day` (`YYYY-MM-DD`) is a real calendar day: 2026-02-31 is not. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/** A calendar day, `YYYY-MM-DD`, in the tenant's day time zone (`config.examTimeZone`). */
export const ZCheckInDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD')
  .refine(isCalendarDay, 'a calendar day');
export type TCheckInDay = z.infer<typeof ZCheckInDay>;

/** Longest period a plan may run, in days: its calendar is drawn whole. */
export const MAX_CHECK_IN_PERIOD_DAYS = 366;

/** What a day's task asks of the learner (issue 24: read, watch, answer). */
export const CheckInTaskKind = { READ: 'read', WATCH: 'watch', ANSWER: 'answer' } as const;
export const ZCheckInTaskKind = z.enum(CheckInTaskKind);
export type TCheckInTaskKind = z.infer<typeof ZCheckInTaskKind>;

/** Where a day of the plan stands for the learner, as the detail page's calendar draws it. */
export const CheckInDayState = {
  /** Checked in on the day itself. */
  DONE: 'done',
  /** Checked in later, as a make-up. */
  MADE_UP: 'made-up',
  /** Past and not checked in: it may be made up while make-ups are left. */
  MISSED: 'missed',
  /** Today, not checked in yet. */
  TODAY: 'today',
  UPCOMING: 'upcoming',
} as const;
export const ZCheckInDayState = z.enum(CheckInDayState);
export type TCheckInDayState = z.infer<typeof ZCheckInDayState>;

/** A task as the preview lists it: what it is, not its content. */
export const ZCheckInTaskOutline = z.object({
  taskId: z.string(),
  kind: ZCheckInTaskKind,
  title: z.string(),
  /** The questions an answer task asks; 0 for the others. */
  questionCount: z.number().int().nonnegative(),
});
export type TCheckInTaskOutline = z.infer<typeof ZCheckInTaskOutline>;

/** A plan's rules, as the tenant set them in its content pack. */
export const ZCheckInPlanRules = z.object({
  /** The first and last day of the period (the tenant's time zone). */
  startsOn: ZCheckInDay,
  endsOn: ZCheckInDay,
  /** Spec §3 periodStartTimeDate: the period's first moment. */
  periodStartTimeDate: ZEpochMillis,
  dayCount: z.number().int().positive(),
  /** Credits for a check-in on its day, and for a make-up of a missed day. */
  creditsPerCheckIn: z.number().int().nonnegative(),
  creditsPerMakeUp: z.number().int().nonnegative(),
  /** How many missed days a learner may make up over the whole period. */
  makeUpLimit: z.number().int().nonnegative(),
});

/** A plan with the learner's today: a row of /clock. */
export const ZCheckInPlanSummary = ZCheckInPlanRules.extend({
  planId: ZId,
  name: z.string(),
  description: z.string(),
  today: ZCheckInDay,
  /** Today lies within the period. */
  openToday: z.boolean(),
  /** The period is over: it can no longer be joined or checked in. */
  ended: z.boolean(),
  joined: z.boolean(),
  todayDone: z.boolean(),
  /** Days checked in a row, up to today (or yesterday, while today is not checked in). */
  streak: z.number().int().nonnegative(),
  /** Days checked in, made-up ones included. */
  doneDays: z.number().int().nonnegative(),
});
export type TCheckInPlanSummary = z.infer<typeof ZCheckInPlanSummary>;

/** A day of the learner's calendar. */
export const ZCheckInCalendarDay = z.object({
  day: ZCheckInDay,
  state: ZCheckInDayState,
  /** Credits its check-in earned; 0 when none. */
  credits: z.number().int().nonnegative(),
});
export type TCheckInCalendarDay = z.infer<typeof ZCheckInCalendarDay>;

/** The learner's progress on a joined plan: /clock/detail. */
export const ZCheckInProgress = z.object({
  joinedAt: ZEpochMillis,
  calendar: z.array(ZCheckInCalendarDay),
  missedDays: z.number().int().nonnegative(),
  makeUpsUsed: z.number().int().nonnegative(),
  makeUpsLeft: z.number().int().nonnegative(),
  /** Credits the plan's check-ins earned in all. */
  credits: z.number().int().nonnegative(),
});
export type TCheckInProgress = z.infer<typeof ZCheckInProgress>;

/** A task of a day with what it shows: the text, the video or the questions (never their keys). */
export const ZCheckInTask = z.object({
  taskId: z.string(),
  kind: ZCheckInTaskKind,
  title: z.string(),
  /** A read task's text (plain text, paragraphs by line breaks). */
  text: z.string().nullable(),
  /** A watch task's video. */
  videoUrl: z.string().nullable(),
  questions: z.array(ZQuestionView),
});
export type TCheckInTask = z.infer<typeof ZCheckInTask>;

/** A day's check-in: what /clock/finish shows. */
export const ZCheckInResult = z.object({
  planId: ZId,
  name: z.string(),
  day: ZCheckInDay,
  makeUp: z.boolean(),
  questionCount: z.number().int().nonnegative(),
  correctCount: z.number().int().nonnegative(),
  /** Credits this check-in earned (once, however often it is submitted). */
  credits: z.number().int().nonnegative(),
  /** The learner's streak now. */
  streak: z.number().int().nonnegative(),
  doneDays: z.number().int().nonnegative(),
  checkedInAt: ZEpochMillis,
});
export type TCheckInResult = z.infer<typeof ZCheckInResult>;

export const ZCheckInPlanRequest = z.object({ planId: ZId });
