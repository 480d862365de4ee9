import { z } from 'zod';
import { ZPackCode } from '../common/pack-audience';
import { ZCheckInDay } from './check-in';

/** Most tasks one day of a plan holds, and most day patterns a plan cycles through. */
export const MAX_CHECK_IN_TASKS_PER_DAY = 10;
export const MAX_CHECK_IN_DAY_PATTERNS = 366;

const ZPackTaskTitle = z.string().min(1).max(128);

/** A task of a day: a text to read, a video to watch or questions of the banks to answer. */
export const ZPackCheckInTask = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('read'), title: ZPackTaskTitle, text: z.string().min(1).max(20_000) }),
  /** `videoUrl`: an `asset:` path of the pack or an https URL. */
  z.object({
    kind: z.literal('watch'),
    title: ZPackTaskTitle,
    videoUrl: z.string().min(1).max(1000),
  }),
  z.object({
    kind: z.literal('answer'),
    title: ZPackTaskTitle,
    questions: z
      .array(z.object({ bank: ZPackCode, question: ZPackCode }))
      .min(1)
      .max(50),
  }),
]);
export type TPackCheckInTask = z.infer<typeof ZPackCheckInTask>;

/**
 * A check-in plan of a content pack (issue 24, spec §2 /clock): a period of days, each with its
 * tasks, credits per check-in and a limit of make-ups. The period is given by dates, or by days
 * relative to the import's day (`startOffsetDays`: -2 started two days before the import), so a
 * demo plan runs "this week" whenever it is imported.
 */
export const ZPackCheckInPlan = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  description: z.string().max(2000).default(''),
  startsOn: ZCheckInDay.nullable().default(null),
  endsOn: ZCheckInDay.nullable().default(null),
  startOffsetDays: z.number().int().min(-3650).max(3650).nullable().default(null),
  /** With `startOffsetDays`: how many days the period lasts. */
  periodDays: z.number().int().min(1).max(366).nullable().default(null),
  /** Day n of the period does `days[(n - 1) % days.length]`. */
  days: z
    .array(z.array(ZPackCheckInTask).min(1).max(MAX_CHECK_IN_TASKS_PER_DAY))
    .min(1)
    .max(MAX_CHECK_IN_DAY_PATTERNS),
  creditsPerCheckIn: z.number().int().min(0).max(10_000).default(0),
  creditsPerMakeUp: z.number().int().min(0).max(10_000).default(0),
  makeUpLimit: z.number().int().min(0).max(366).default(0),
});
export type TPackCheckInPlan = z.infer<typeof ZPackCheckInPlan>;
