import type { LearningTaskSourceOn } from '../../platform/learning-tasks/learning-tasks';
import { percentOf } from '../../platform/learning-tasks/learning-tasks';

/**
 * Lent to structured learning (features.ts): a course is done once any of the learner's runs
 * completed it; its progress is the open run's completed courseware over the course's.
 */
export const courseLearningTasks: LearningTaskSourceOn = (db) => {
  const coursesOf = (tenantId: string, refIds: readonly string[]) =>
    refIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('courses')
          .select(['id', 'name'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', refIds)
          .execute();

  return {
    idsOfCodes: async (tenantId, codes) =>
      codes.length === 0
        ? new Map()
        : new Map(
            (
              await db
                .selectFrom('courses')
                .select(['code', 'id'])
                .where('tenant_id', '=', tenantId)
                .where('code', 'in', codes)
                .execute()
            ).map((row) => [row.code, row.id]),
          ),

    statesOf: async (tenantId, memberId, refIds) => {
      const courses = await coursesOf(tenantId, refIds);
      if (courses.length === 0) return new Map();
      const ids = courses.map((course) => course.id);
      const [runs, parts] = await Promise.all([
        db
          .selectFrom('course_runs')
          .select(['course_id', 'completed_at', 'completed_count', 'ended_at'])
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('course_id', 'in', ids)
          .execute(),
        db
          .selectFrom('coursewares')
          .select((eb) => ['course_id', eb.fn.countAll<number | string>().as('total')])
          .where('tenant_id', '=', tenantId)
          .where('course_id', 'in', ids)
          .groupBy('course_id')
          .execute(),
      ]);
      const totals = new Map(parts.map((part) => [part.course_id, Number(part.total)]));
      return new Map(
        courses.map((course) => {
          const own = runs.filter((run) => run.course_id === course.id);
          const completions = own
            .map((run) => run.completed_at)
            .filter((at): at is number => at !== null)
            .map(Number);
          const done = completions.length > 0;
          const open = own.find((run) => run.ended_at === null);
          return [
            course.id,
            {
              title: course.name,
              done,
              percent: percentOf(
                Number(open?.completed_count ?? 0),
                totals.get(course.id) ?? 0,
                done,
              ),
              score: null,
              doneAt: done ? Math.min(...completions) : null,
            },
          ];
        }),
      );
    },
  };
};
