import { z } from 'zod';
import { DAYS_PER_WEEK, MAX_REPORT_ITEMS } from './learning-reports';

const MAX_WEEKS_AGO = 52;
const MAX_DAY_MINUTES = 24 * 60;

/**
 * A past week of a member's learning in a content pack (docs/decisions/0068): history from before
 * the tenant used Lectern, or the demo's, stored as that week's report. Weeks count back from the
 * week the pack is imported in, so the demo's are recent on any day. The scheduled job never
 * overwrites a week a pack brought.
 */
export const ZPackLearningWeek = z.object({
  /** The member's userCode. */
  member: z.string().min(1).max(64),
  /** 1: the week before the import's week. */
  weeksAgo: z.number().int().min(1).max(MAX_WEEKS_AGO),
  /** Minutes learned, Monday to Sunday. */
  dailyMinutes: z.array(z.number().int().min(0).max(MAX_DAY_MINUTES)).length(DAYS_PER_WEEK),
  /** Credits gained (or taken, negative), Monday to Sunday. */
  dailyCredits: z
    .array(z.number().int().min(-100_000).max(100_000))
    .length(DAYS_PER_WEEK)
    .default([0, 0, 0, 0, 0, 0, 0]),
  /** Courses completed, with the day of the week (0: Monday). */
  courses: z
    .array(z.object({ name: z.string().min(1).max(128), day: z.number().int().min(0).max(6) }))
    .max(MAX_REPORT_ITEMS)
    .default([]),
  /** Exams finished, with the day of the week (0: Monday). */
  exams: z
    .array(
      z.object({
        name: z.string().min(1).max(128),
        day: z.number().int().min(0).max(6),
        score: z.number().min(0).max(100_000),
        passed: z.boolean(),
      }),
    )
    .max(MAX_REPORT_ITEMS)
    .default([]),
});
export type TPackLearningWeek = z.infer<typeof ZPackLearningWeek>;
