import type { LearningActivitySourceOn } from '../../platform/learning-activity/learning-activity';

/**
 * Lent to the learning reports (features.ts): each learner's credited study time per day of the
 * window (course_study_days, written by heartbeats) and the courses whose runs they completed in
 * it, over the whole tenant at once.
 */
export const courseLearningActivity: LearningActivitySourceOn = (db) => ({
  activityIn: async (tenantId, window) => {
    const [days, completions] = await Promise.all([
      window.days.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('course_study_days')
            .select(['member_id', 'day', 'learned_ms'])
            .where('tenant_id', '=', tenantId)
            .where('day', '>=', window.days[0]!)
            .where('day', '<=', window.days[window.days.length - 1]!)
            .execute(),
      db
        .selectFrom('course_runs')
        .innerJoin('courses', (join) =>
          join
            .onRef('courses.id', '=', 'course_runs.course_id')
            .on('courses.tenant_id', '=', tenantId),
        )
        .select(['course_runs.member_id', 'courses.name', 'course_runs.completed_at'])
        .where('course_runs.tenant_id', '=', tenantId)
        .where('course_runs.completed_at', '>=', window.from)
        .where('course_runs.completed_at', '<', window.to)
        .execute(),
    ]);
    return {
      studyDays: days.map((row) => ({
        memberId: row.member_id,
        day: row.day,
        learnedMs: Number(row.learned_ms),
      })),
      coursesCompleted: completions.map((row) => ({
        memberId: row.member_id,
        courseName: row.name,
        completedAt: Number(row.completed_at),
      })),
    };
  },
});
