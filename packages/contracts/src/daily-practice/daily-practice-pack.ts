import { z } from 'zod';
import { ZPackCode } from '../common/pack-audience';
import { ZDayKey } from './daily-practice';

/** Most questions a day may draw. */
export const MAX_DAILY_QUESTIONS = 100;

/**
 * A daily practice of a content pack (issue 22 point 5): each learner's day draws so many
 * questions of a pool (every question of some banks and single questions of others), and
 * finishing the day earns credits.
 */
export const ZPackDailyPractice = z.object({
  code: ZPackCode,
  name: z.string().min(1).max(128),
  description: z.string().max(2000).default(''),
  /** Every question of these banks. */
  banks: z.array(ZPackCode).default([]),
  /** And these single questions. */
  questions: z.array(z.object({ bank: ZPackCode, question: ZPackCode })).default([]),
  questionsPerDay: z.number().int().min(1).max(MAX_DAILY_QUESTIONS),
  creditsForFinish: z.number().int().min(0).max(10_000).default(0),
  creditsPerCorrect: z.number().int().min(0).max(10_000).default(0),
  /** First and last day it is open (the server's day time zone); null: no limit. */
  startsOn: ZDayKey.nullable().default(null),
  endsOn: ZDayKey.nullable().default(null),
});
export type TPackDailyPractice = z.infer<typeof ZPackDailyPractice>;
