import type { LearningTaskSourceOn } from '../../platform/learning-tasks/learning-tasks';
import { percentOf } from '../../platform/learning-tasks/learning-tasks';

/**
 * Lent to structured learning (features.ts): a practice task is done once the learner finished
 * it (a practice record, spec §4 "finishing ... creates a record"); until then its progress is
 * the open progress's answered questions over the task's; the score is the best record's.
 */
export const practiceLearningTasks: LearningTaskSourceOn = (db) => {
  const tasksOf = (tenantId: string, refIds: readonly string[]) =>
    refIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('practice_tasks')
          .select(['id', 'name', 'question_ids'])
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
                .selectFrom('practice_tasks')
                .select(['code', 'id'])
                .where('tenant_id', '=', tenantId)
                .where('code', 'in', codes)
                .execute()
            ).map((row) => [row.code, row.id]),
          ),

    statesOf: async (tenantId, memberId, refIds) => {
      const tasks = await tasksOf(tenantId, refIds);
      if (tasks.length === 0) return new Map();
      const ids = tasks.map((task) => task.id);
      const [records, progress] = await Promise.all([
        db
          .selectFrom('practice_records')
          .select(['task_id', 'score', 'finished_at'])
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('task_id', 'in', ids)
          .execute(),
        db
          .selectFrom('practice_progress')
          .select(['task_id', 'answered_count'])
          .where('tenant_id', '=', tenantId)
          .where('member_id', '=', memberId)
          .where('task_id', 'in', ids)
          .execute(),
      ]);
      return new Map(
        tasks.map((task) => {
          const own = records.filter((record) => record.task_id === task.id);
          const done = own.length > 0;
          const answered = Math.max(
            0,
            ...progress
              .filter((row) => row.task_id === task.id)
              .map((row) => Number(row.answered_count)),
          );
          const total = (JSON.parse(task.question_ids) as unknown[]).length;
          return [
            task.id,
            {
              title: task.name,
              done,
              percent: percentOf(answered, total, done),
              score: done ? Math.max(...own.map((record) => Number(record.score))) : null,
              doneAt: done ? Math.min(...own.map((record) => Number(record.finished_at))) : null,
            },
          ];
        }),
      );
    },
  };
};
