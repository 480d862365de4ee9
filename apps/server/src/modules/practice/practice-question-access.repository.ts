import type { QuestionAccessOn } from '../../platform/questions/question-access';
import { containsText } from '../../platform/search/contains-text';

/**
 * A learner sees a question through practice when a task of their tenant draws it and they may
 * open that task: it is free, or they paid for it (spec §1, 300408). Tasks keep their question
 * ids as JSON text: a LIKE finds the candidates, the parsed list decides.
 */
export const practiceQuestionAccess: QuestionAccessOn = (db) => ({
  canSee: async ({ tenantId, memberId, questionId }) => {
    const tasks = await db
      .selectFrom('practice_tasks')
      .leftJoin('practice_task_payments', (join) =>
        join
          .onRef('practice_task_payments.tenant_id', '=', 'practice_tasks.tenant_id')
          .onRef('practice_task_payments.task_id', '=', 'practice_tasks.id')
          .on('practice_task_payments.member_id', '=', memberId),
      )
      .select([
        'practice_tasks.question_ids',
        'practice_tasks.cost',
        'practice_task_payments.paid_at',
      ])
      .where('practice_tasks.tenant_id', '=', tenantId)
      .where(containsText('practice_tasks.question_ids', JSON.stringify(questionId)))
      .execute();
    return tasks.some(
      (task) =>
        (Number(task.cost) === 0 || task.paid_at !== null) &&
        (JSON.parse(task.question_ids) as string[]).includes(questionId),
    );
  },
});
