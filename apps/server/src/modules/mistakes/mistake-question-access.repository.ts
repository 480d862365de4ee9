import type { QuestionAccessOn } from '../../platform/questions/question-access';

/** A learner sees a question through their mistakes while one of their sets holds it. */
export const mistakeQuestionAccess: QuestionAccessOn = (db) => ({
  canSee: async ({ tenantId, memberId, questionId }) =>
    (await db
      .selectFrom('mistakes')
      .select('question_id')
      .where('tenant_id', '=', tenantId)
      .where('member_id', '=', memberId)
      .where('question_id', '=', questionId)
      .limit(1)
      .executeTakeFirst()) !== undefined,
});
